//! Counts over planned cases: the funnel the report and the tests check.

use std::collections::BTreeMap;

use domain::cases::{rules, CaseEvent};

use super::timeline::CasePlan;

#[derive(Debug, Default, Clone, PartialEq)]
pub struct Funnel {
    /// Open retained cases the firm already had when the history begins (not leads of it).
    pub imported: usize,
    pub leads: usize,
    pub mass_torts: usize,
    /// spec 1 §9: "A lead is wanted if it has a wantedDate and is not a mass tort" — counted
    /// when a wanted date was ever set (closing clears it, spec 1 §4).
    pub wanted: usize,
    /// spec 1 §9: "retained if it has a retainedDate and is not a mass tort".
    pub retained: usize,
    pub referred_out: usize,
    pub closed: usize,
    pub settlements: usize,
    pub demands: usize,
    pub fees: usize,
    pub fee_cents: i64,
    pub events: usize,
    pub by_type: BTreeMap<&'static str, usize>,
    pub close_reasons: BTreeMap<String, usize>,
    /// Stage of every case on the anchor date.
    pub stages: BTreeMap<String, usize>,
}

impl Funnel {
    pub fn add(&mut self, plan: &CasePlan, imported: bool) {
        let state = &plan.state;
        let mass_tort = state.opened.as_ref().is_some_and(|o| o.is_mass_tort);
        if imported {
            self.imported += 1;
        } else {
            self.leads += 1;
        }
        self.events += plan.event_count();
        if mass_tort {
            self.mass_torts += 1;
        }
        let mut wanted = false;
        let mut referred = false;
        let mut settlements = std::collections::BTreeSet::new();
        for (_, e) in plan.events() {
            *self.by_type.entry(domain::DomainEvent::event_type(e)).or_default() += 1;
            match e {
                CaseEvent::WantedDateSet(w) if w.wanted_date.is_some() => wanted = true,
                CaseEvent::StatusChanged(s) if rules::is_referred_out_status(&s.status_label) => referred = true,
                CaseEvent::SettlementRecorded(s) => {
                    settlements.insert(s.settlement_id);
                }
                CaseEvent::DemandSent(_) => self.demands += 1,
                CaseEvent::FeeRecorded(f) => {
                    self.fees += 1;
                    self.fee_cents += f.amount_cents;
                }
                _ => {}
            }
        }
        self.settlements += settlements.len();
        if rules::counts_as_wanted(wanted, mass_tort) && !imported {
            self.wanted += 1;
        }
        if rules::counts_as_retained(state.retained_date.is_some(), mass_tort) && !imported {
            self.retained += 1;
        }
        if referred {
            self.referred_out += 1;
        }
        if let Some(c) = &state.closed {
            self.closed += 1;
            *self.close_reasons.entry(c.reason.clone()).or_default() += 1;
        }
        *self.stages.entry(state.stage.clone().unwrap_or_else(|| "No Status".into())).or_default() += 1;
    }
}
