//! The statements of an append: a batch's JSON argument and results on PostgreSQL, the
//! single writer's check and insert on SQLite, and how a failed append is told.

use super::*;

/// The JSON argument of `events_append_batch` (see its migration).
pub(super) fn batch_json(requests: &[AppendRequest]) -> String {
    let commands: Vec<serde_json::Value> = requests
        .iter()
        .map(|r| {
            let expected = match r.expected {
                ExpectedVersion::Any => serde_json::Value::Null,
                ExpectedVersion::NoStream => 0.into(),
                ExpectedVersion::Exact(v) => v.into(),
            };
            let events: Vec<serde_json::Value> = r
                .events
                .iter()
                .map(|e| {
                    serde_json::json!({"id": Uuid::now_v7(), "type": e.event_type, "v": e.schema_version, "p": e.payload})
                })
                .collect();
            serde_json::json!({
                "s": r.stream_id, "t": r.stream_type, "x": expected, "m": r.metadata,
                "at": crate::time::to_text(r.recorded_at), "e": events
            })
        })
        .collect();
    serde_json::Value::Array(commands).to_string()
}

/// One result per request from `events_append_batch`'s rows.
pub(super) fn batch_results(requests: &[AppendRequest], rows: &[DbRow]) -> Result<Vec<Result<Appended, StoreError>>, StoreError> {
    let mut results: Vec<Option<Result<Appended, StoreError>>> = requests.iter().map(|_| None).collect();
    for row in rows {
        let i = row.try_get::<i64, _>("r_cmd")? as usize;
        let request = requests.get(i.wrapping_sub(1)).ok_or_else(|| StoreError::Data(format!("batch result for command {i}")))?;
        results[i - 1] = Some(if crate::db::get_bool(row, "r_ok") {
            Ok(Appended { last_position: row.try_get("r_position")?, stream_version: row.try_get("r_version")? })
        } else {
            Err(request.conflict(row.try_get("r_actual")?))
        });
    }
    results.into_iter().map(|r| r.ok_or_else(|| StoreError::Data("a command of the batch has no result".into()))).collect()
}

/// A unique violation on (stream_id, stream_version) is a conflict (a writer that bypassed
/// the ordering lock); anything else is classified as usual.
pub(super) fn classify_append_error(request: &AppendRequest, e: sqlx::Error) -> StoreError {
    match StoreError::from_sqlx(e) {
        StoreError::Unique { constraint } if constraint.contains("stream_version") || constraint.contains("events.stream_id") => {
            request.conflict(-1)
        }
        other => other,
    }
}

/// SQLite: check and insert on the single writer connection (no lock needed).
pub(super) async fn sqlite_append(conn: &mut sqlx::AnyConnection, request: &AppendRequest) -> Result<Appended, StoreError> {
    let current: i64 = sqlx::query("SELECT COALESCE(MAX(stream_version), 0) AS v FROM events WHERE stream_id = $1")
        .bind(&request.stream_id)
        .fetch_one(&mut *conn)
        .await?
        .try_get::<i64, _>(0)?;
    match request.expected {
        ExpectedVersion::NoStream if current != 0 => return Err(request.conflict(current)),
        ExpectedVersion::Exact(v) if v != current => return Err(request.conflict(current)),
        _ => {}
    }
    let metadata_json = request.metadata.to_string();
    let recorded_at = crate::time::to_text(request.recorded_at);
    let mut last_position = 0;
    let mut version = current;
    for event in &request.events {
        version += 1;
        let row = sqlx::query(
            "INSERT INTO events (event_id, stream_id, stream_type, stream_version, event_type, schema_version, payload, metadata, recorded_at) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING position",
        )
        .bind(Uuid::now_v7().to_string())
        .bind(&request.stream_id)
        .bind(&request.stream_type)
        .bind(version)
        .bind(&event.event_type)
        .bind(event.schema_version as i64)
        .bind(event.payload.to_string())
        .bind(&metadata_json)
        .bind(&recorded_at)
        .fetch_one(&mut *conn)
        .await
        .map_err(|e| classify_append_error(request, e))?;
        last_position = row.try_get::<i64, _>(0)?;
    }
    Ok(Appended { last_position, stream_version: version })
}
