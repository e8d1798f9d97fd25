//! The firm's time: its zone (configuration `time_zone`) and where its days begin; every
//! statistic counts firm-local days (ARCHITECTURE "Time").

use chrono::{DateTime, NaiveDate, TimeZone, Utc};

/// The firm's zone from its configured IANA name (Denver when the name is unknown).
pub fn firm_tz(name: &str) -> chrono_tz::Tz {
    name.parse().unwrap_or(chrono_tz::America::Denver)
}

/// The instant a firm-local day starts.
pub fn day_start(day: NaiveDate, tz: chrono_tz::Tz) -> DateTime<Utc> {
    let midnight = day.and_hms_opt(0, 0, 0).expect("midnight");
    tz.from_local_datetime(&midnight).earliest().unwrap_or_else(|| Utc.from_utc_datetime(&midnight).with_timezone(&tz)).with_timezone(&Utc)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_firm_day_starts_at_local_midnight() {
        let tz = firm_tz("America/Denver");
        let day = NaiveDate::from_ymd_opt(2026, 11, 2).unwrap();
        assert_eq!(day_start(day, tz).to_rfc3339(), "2026-11-02T07:00:00+00:00");
        assert_eq!(firm_tz("Nowhere/Else"), chrono_tz::America::Denver);
    }
}
