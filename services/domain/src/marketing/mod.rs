//! Marketing facts that are not about one case (spec 3 §2.4 Marketing, §2.14 Referrals and
//! Providers Map): tracked calls, page-speed results and referral contacts with map coordinates.
//! They come from the call-tracking service, the page-speed checker and the external system's
//! contacts (import, sync) or from the demo generator.

pub mod aggregate;
pub mod events;
pub mod map;
pub mod ppc;
pub mod referrals;
pub mod rules;
pub mod tracking;

pub use aggregate::*;
pub use events::*;
pub use tracking::*;
