//! Marketing measurements (spec 3 §2.4, §7): `call_recorded` on the day's `call_day-<yyyymmdd>`
//! stream and `page_speed_recorded` on the URL's `page_speed-<url id>` stream, the shapes the
//! demo records and the `marketing` read model folds.

use app::commands::{execute, SideEffect, StreamId};
use app::error::AppError;
use domain::marketing::{MarketingEvent, Measurements};
use domain::DomainEvent;

use super::{Fact, Importer};

impl Importer<'_> {
    pub(super) async fn import_measurement(&mut self, fact: Fact, extra: Vec<SideEffect>) -> Result<usize, AppError> {
        if !fact.data.is_object() {
            return Err(AppError::bad_input("data", format!("data of {} must be a JSON object", fact.fact_type)));
        }
        let event = MarketingEvent::decode(&fact.fact_type, fact.data).map_err(|e| AppError::bad_input("data", e.to_string()))?;
        let organization_id = match &event {
            MarketingEvent::CallRecorded(e) => e.organization_id,
            MarketingEvent::PageSpeedRecorded(e) => e.organization_id,
            _ => None,
        };
        if organization_id.is_some_and(|id| id <= 0) {
            return Err(AppError::bad_input("organization_id", "organization_id must be a positive number"));
        }
        let (stream_type, id) = event.stream();
        if id <= 0 {
            return Err(AppError::bad_input("url_id", "url_id must be a positive number"));
        }
        let effects: Vec<SideEffect> = std::iter::once(SideEffect::ImportedFact { fact_id: fact.fact_id }).chain(extra).collect();
        let outcome = execute::<Measurements>(self.state, stream_type, StreamId::Existing(id), &self.metadata, |_, _| Ok((event.clone(), effects.clone()))).await?;
        Ok(outcome.events)
    }
}
