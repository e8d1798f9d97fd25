//! Typed cells of [`super::json_rows`] rows, for `#[serde(deserialize_with = ...)]`: a cell that
//! does not hold what its column declares is a decode error, never a blank.

use chrono::{DateTime, NaiveDate, Utc};
use serde::{de::Error, Deserialize, Deserializer};

use super::Flag;

fn day_of<E: Error>(text: &str) -> Result<NaiveDate, E> {
    text.get(..10).and_then(|d| d.parse().ok()).ok_or_else(|| E::custom(format!("not a date: {text:?}")))
}

/// A date column (`YYYY-MM-DD`, or the day of a longer stored text such as an instant).
pub fn day<'de, D: Deserializer<'de>>(d: D) -> Result<NaiveDate, D::Error> {
    day_of(&String::deserialize(d)?)
}

/// A nullable date column.
pub fn opt_day<'de, D: Deserializer<'de>>(d: D) -> Result<Option<NaiveDate>, D::Error> {
    Option::<String>::deserialize(d)?.map(|t| day_of(&t)).transpose()
}

/// An instant column (stored RFC 3339 text).
pub fn instant<'de, D: Deserializer<'de>>(d: D) -> Result<DateTime<Utc>, D::Error> {
    let text = String::deserialize(d)?;
    eventstore::time::from_text(&text).ok_or_else(|| D::Error::custom(format!("not an instant: {text:?}")))
}

/// A nullable instant column.
pub fn opt_instant<'de, D: Deserializer<'de>>(d: D) -> Result<Option<DateTime<Utc>>, D::Error> {
    Option::<String>::deserialize(d)?
        .map(|text| eventstore::time::from_text(&text).ok_or_else(|| D::Error::custom(format!("not an instant: {text:?}"))))
        .transpose()
}

/// A text column whose blank is no value (a name or label the screens show as missing).
pub fn nonblank<'de, D: Deserializer<'de>>(d: D) -> Result<Option<String>, D::Error> {
    Ok(Option::<String>::deserialize(d)?.filter(|s| !s.trim().is_empty()))
}

/// A text column whose missing value reads as blank (a client's first or last name).
pub fn blank<'de, D: Deserializer<'de>>(d: D) -> Result<String, D::Error> {
    Ok(Option::<String>::deserialize(d)?.unwrap_or_default())
}

/// A boolean column: `true`/`false` on PostgreSQL, 1/0 on SQLite.
pub fn flag<'de, D: Deserializer<'de>>(d: D) -> Result<bool, D::Error> {
    Ok(Flag::deserialize(d)?.0)
}

/// A nullable boolean column (a NULL is false, as SQL's `IS TRUE` reads it).
pub fn opt_flag<'de, D: Deserializer<'de>>(d: D) -> Result<bool, D::Error> {
    Ok(Option::<Flag>::deserialize(d)?.is_some_and(|f| f.0))
}

/// A `yyyy-MM` month column, as its first day.
pub fn month<'de, D: Deserializer<'de>>(d: D) -> Result<NaiveDate, D::Error> {
    let text = String::deserialize(d)?;
    NaiveDate::parse_from_str(&format!("{text}-01"), "%Y-%m-%d").map_err(|_| D::Error::custom(format!("not a month: {text:?}")))
}

/// A nullable sum: no rows summed is zero.
pub fn sum<'de, D: Deserializer<'de>>(d: D) -> Result<i64, D::Error> {
    Ok(Option::<i64>::deserialize(d)?.unwrap_or(0))
}

#[cfg(test)]
mod tests {
    use serde::Deserialize;
    use serde_json::json;

    #[derive(Deserialize, Debug)]
    struct Row(#[serde(deserialize_with = "super::day")] chrono::NaiveDate, #[serde(deserialize_with = "super::opt_day")] Option<chrono::NaiveDate>, #[serde(deserialize_with = "super::flag")] bool);

    #[test]
    fn cells_decode_or_fail_never_blank() {
        let row: Row = serde_json::from_value(json!(["2026-11-02T07:00:00+00:00", null, 1])).unwrap();
        assert_eq!(row.0.to_string(), "2026-11-02");
        assert!(row.1.is_none() && row.2);
        assert!(serde_json::from_value::<Row>(json!(["soon", null, 1])).is_err(), "a bad date is an error");
        assert!(serde_json::from_value::<Row>(json!([null, null, 1])).is_err(), "a missing date is an error");
    }
}
