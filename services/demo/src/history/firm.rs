//! How big the firm is at a scale. Up to scale 1 it is the demo firm: three years of history,
//! its 65 staff, and the scale multiplies the daily lead volume (0.05 for tests). Above 1 the
//! firm grows toward the benchmark firm of issue #17 at scale 10: ten years, 250 staff, seven
//! times the demo's daily volume, so about 200 000 cases and nine million events. Between 1 and
//! 10 every figure moves linearly; beyond 10 only the volume keeps growing.

use crate::people;

/// The benchmark firm's size (issue #17: "250 staff over 10 years").
const LARGE_YEARS: i32 = 10;
const LARGE_STAFF: usize = 250;
/// Daily lead volume of the benchmark firm relative to the demo's: 10 years at 7× the demo's
/// ~2 870 leads a year is about 200 000 cases.
const LARGE_VOLUME: f64 = 7.0;
const LARGE_SCALE: f64 = 10.0;

#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Firm {
    /// Years of history before the anchor.
    pub years: i32,
    /// Staff (`people::staff_of`).
    pub staff: usize,
}

/// Multiplier of the demo firm's daily lead volume at a scale (calls and goals follow it): the
/// scale itself up to 1, then 7 at scale 10 (the firm's longer past holds the rest).
pub fn volume(scale: f64) -> f64 {
    let scale = scale.max(0.0);
    if scale <= 1.0 {
        scale
    } else {
        1.0 + (LARGE_VOLUME - 1.0) * (scale - 1.0) / (LARGE_SCALE - 1.0)
    }
}

impl Firm {
    pub fn at_scale(scale: f64) -> Firm {
        let scale = scale.max(0.0);
        let demo_years = super::YEARS;
        let demo_staff = people::staff().len();
        if scale <= 1.0 {
            return Firm { years: demo_years, staff: demo_staff };
        }
        let grown = (scale - 1.0) / (LARGE_SCALE - 1.0);
        let toward = |demo: f64, large: f64| demo + (large - demo) * grown.min(1.0);
        Firm {
            years: toward(demo_years as f64, LARGE_YEARS as f64).round() as i32,
            staff: toward(demo_staff as f64, LARGE_STAFF as f64).round() as usize,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scale_one_and_below_is_the_demo_firm_and_ten_is_the_benchmark_firm() {
        assert_eq!(Firm::at_scale(1.0), Firm { years: 3, staff: people::staff().len() });
        assert_eq!(Firm::at_scale(0.05), Firm { years: 3, staff: people::staff().len() });
        assert_eq!(Firm::at_scale(10.0), Firm { years: 10, staff: 250 });
        // Halfway (5.5): 3 + 3.5 = 6.5 -> 7 years (rounded half away from zero), 65 + 92.5 -> 158 staff.
        assert_eq!(Firm::at_scale(5.5), Firm { years: 7, staff: 158 });
        assert_eq!((volume(0.05), volume(1.0), volume(5.5), volume(10.0)), (0.05, 1.0, 4.0, 7.0));
        assert_eq!(Firm::at_scale(19.0).years, 10);
        assert_eq!(Firm::at_scale(19.0).staff, 250);
    }
}
