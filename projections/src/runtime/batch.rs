//! Batched rebuilds. A rebuild folds each chunk of events into a scratch copy of the new
//! generation (a temporary SQLite database with the same tables, written by the
//! projection's own `apply` and called directly, without sqlx's worker thread:
//! `crate::sql`), then writes every row the chunk touched to the real generation with one
//! upsert (and one delete) per table and group of rows: one write per touched row per chunk
//! instead of one round trip per statement per event.
//!
//! It is generic: the scratch copy notes the rowids of the rows written (SQLite's update
//! hook) and the keys rows left (deleted, or updated to another key: triggers into a
//! `<table>__dirty` table), so no projection needs to know. Progress and the checkpoint
//! advance per chunk, in the transaction that writes the chunk's rows, exactly as the
//! event-by-event step does; the blue/green switch is the same.
//! A projection with a table that has no primary key is rebuilt event by event.

use sqlx::any::{AnyArguments, AnyRow};
use eventstore::Backend;
use sqlx::{Any, Row};

use super::{Runtime, Step};
use crate::{physical_table, Projection, ProjectionError, ProjectionTx, TableDef};

mod flush;
mod scratch;
mod shape;
mod stretches;

pub(crate) use flush::unhurried;
use flush::*;
use scratch::*;
pub use scratch::Scratch;
pub use shape::{read_value, table_rows, Kind, Shape, Value};
pub(crate) use shape::{bind, AnyQuery};
pub use stretches::read_chunk;
pub(crate) use stretches::Stretches;

/// Positions per read and (at least) events per chunk of a batched rebuild (the
/// event-by-event step takes fewer).
pub const BATCH_CHUNK: i64 = 10_000;
/// Bind parameters per flushing statement (PostgreSQL allows 65 535, SQLite 32 766).
const MAX_PARAMS: usize = 30_000;
/// Rows per flushing statement at most.
const MAX_ROWS: usize = 250;

impl Runtime {
    /// Whether a rebuild of `p` fills in batches (then its new generation is indexed once
    /// filled): every table has a primary key, and the runtime batches.
    pub(super) fn batched_fill(&self, p: &dyn Projection) -> bool {
        self.batched && p.tables().iter().all(|t| Shape::of(t).is_some())
    }
}

/// Batched folds (rebuilds, first catch-ups) a process runs at once: one a core here.
pub const CONCURRENT_FOLDS: usize = 2;

/// Positions behind the head from which an empty live generation catches up in batches.
pub const BATCHED_CATCH_UP_FROM: i64 = BATCH_CHUNK;

impl Runtime {
    /// Fills a new (empty, not yet serving) generation up to the head, chunk by chunk,
    /// reporting progress after each chunk.
    /// `ahead`: the log's stretches from position 0, already being read (a rebuild starts
    /// reading while it creates the generation's tables).
    /// `creating`: the generation's tables and row, being created by a task of their own (a
    /// rebuild folds its first chunk meanwhile); None when they exist.
    pub(super) async fn fill(
        &self,
        p: &dyn Projection,
        generation: i64,
        ahead: Option<Stretches>,
        creating: Option<Creating>,
        progress: &impl Fn(i64, i64),
    ) -> Result<(), ProjectionError> {
        let mut creating = creating;
        let filled = self.fill_creating(p, generation, ahead, &mut creating, progress).await;
        // However the fill ended, the creation is over before the rebuild lock goes (a rebuild
        // after a failed one must not meet it half done).
        let created = created(creating.take()).await;
        filled.and(created)
    }

    async fn fill_creating(
        &self,
        p: &dyn Projection,
        generation: i64,
        ahead: Option<Stretches>,
        creating: &mut Option<Creating>,
        progress: &impl Fn(i64, i64),
    ) -> Result<(), ProjectionError> {
        let _permit = self.folds.acquire().await.map_err(|e| ProjectionError::Failed(e.to_string()))?;
        let scratch = if self.batched_fill(p) { Scratch::open(p, generation).await? } else { None };
        if let Some(scratch) = scratch {
            return match self.fold_batched(p, generation, scratch, ahead, creating, false, |_| false, |step| progress(step.position, step.head)).await? {
                Some(_) => Ok(()),
                None => Err(ProjectionError::Failed(format!("rebuild of {} generation {generation}: its checkpoint moved under it", p.name()))),
            };
        }
        created(creating.take()).await?;
        loop {
            let step = self.step(p, generation).await?;
            progress(step.position, step.head);
            if step.caught_up() {
                return Ok(());
            }
        }
    }

    /// The first catch-up of a serving generation that has applied nothing yet (a new
    /// database, or events written before the projector first ran) in batches, as a rebuild
    /// fills: one write per touched row per chunk instead of statements per event, so the
    /// tables are not left full of dead row versions either. Each chunk is announced as a
    /// step is. Returns the events applied; hands back to the event-by-event step (0) when the
    /// generation is not empty, is less than a chunk behind, or another worker stepped it.
    pub(super) async fn catch_up_empty(&self, p: &dyn Projection, generation: i64) -> Result<usize, ProjectionError> {
        let row = sqlx::query("SELECT position FROM projections WHERE name = $1 AND generation = $2").bind(p.name()).bind(generation).fetch_optional(self.db().pool()).await?;
        let position: i64 = match row {
            Some(row) => row.try_get(0)?,
            None => return Ok(0),
        };
        if !self.batched || position != 0 || self.store.head_position().await? < BATCHED_CATCH_UP_FROM {
            return Ok(0);
        }
        let _permit = self.folds.acquire().await.map_err(|e| ProjectionError::Failed(e.to_string()))?;
        let Some(scratch) = Scratch::open(p, generation).await? else { return Ok(0) };
        let enough = |step: &Step| step.head - step.position < BATCHED_CATCH_UP_FROM;
        let applied = self.fold_batched(p, generation, scratch, None, &mut None, true, enough, |_| {}).await?.unwrap_or(0);
        if applied > 0 {
            // Filled from empty, as a rebuild fills: analyzed at once, as a rebuild is. The
            // timer's statistics could date from before the fill (PostgreSQL then planned the
            // large firm's screens for empty tables for ten minutes: 6.5 s for Org Closed
            // Cases; issue #17).
            let filled: Vec<String> = p.tables().iter().map(|t| crate::physical_table(t.name, generation)).collect();
            self.settle(&filled).await?;
        }
        Ok(applied)
    }

    /// Folds chunks into an empty scratch copy of `generation` until the copy reaches the head
    /// or `enough` says so, and writes each chunk's touched rows and checkpoint in one
    /// transaction (see [`write_chunk`]) — by a task of its own while the next chunk folds: the
    /// fold runs on this thread, the writes on the database's side, and the write transaction
    /// (on SQLite, the database's write lock) is held only for the writes. `written` hears of
    /// each chunk once committed; a `live` generation's chunks are announced as steps are.
    /// Returns the events applied, or None (nothing more written) when the generation's
    /// checkpoint was not where the scratch copy stood: another worker stepped it, and the
    /// copy is of no use. `creating`: the generation is being created (at position 0) by a
    /// task of its own, awaited before the first write.
    #[allow(clippy::too_many_arguments)]
    async fn fold_batched(
        &self,
        p: &dyn Projection,
        generation: i64,
        mut scratch: Scratch,
        mut ahead: Option<Stretches>,
        creating: &mut Option<Creating>,
        live: bool,
        enough: impl Fn(&Step) -> bool,
        written: impl Fn(&Step),
    ) -> Result<Option<usize>, ProjectionError> {
        let mut from = 0;
        if creating.is_none() {
            let row = sqlx::query("SELECT position, state FROM projections WHERE name = $1 AND generation = $2")
                .bind(p.name())
                .bind(generation)
                .fetch_one(self.db().pool())
                .await?;
            let state: String = row.try_get(1)?;
            from = row.try_get(0)?;
            if state == "failed" {
                return Err(ProjectionError::Failed(format!("projection {} is failed", p.name())));
            }
        }
        // The scratch copy is empty: it mirrors only a generation that has applied nothing.
        if from != 0 {
            return Ok(None);
        }
        let mut writing: Option<Writing> = None;
        let (mut applied, mut folded) = (0, 0);
        'log: loop {
            let mut stretches = match ahead.take() {
                Some(stretches) if stretches.from == from => stretches,
                _ => {
                    let head = self.store.head_position().await?;
                    Stretches::read(self.store.clone(), p.handles(), from, head)
                }
            };
            let head = stretches.head;
            if head <= from {
                break;
            }
            let mut chunk_from = from;
            while let Some((upto, events)) = stretches.next().await? {
                if events.is_empty() && upto < head {
                    continue;
                }
                if let Err(message) = scratch.fold(p, generation, &events).await {
                    // The chunk before is written (or fails) first: what it wrote stays.
                    created(creating.take()).await?;
                    if let Some(w) = writing.take() {
                        w.finish(&written).await?;
                    }
                    self.mark_failed(p.name(), generation, &message).await?;
                    return Err(ProjectionError::Failed(message));
                }
                folded += events.len();
                if folded < BATCH_CHUNK as usize && upto < head {
                    continue;
                }
                let touched = scratch.touched()?;
                created(creating.take()).await?;
                if let Some(w) = writing.take() {
                    if !w.finish(&written).await? {
                        return Ok(None);
                    }
                }
                let task = write_chunk(self.clone(), p.name(), generation, scratch.shapes.clone(), touched, (chunk_from, upto), live);
                let step = Step { position: upto, head, applied: folded };
                writing = Some(Writing { step, done: tokio::spawn(task) });
                applied += folded;
                (folded, chunk_from, from) = (0, upto, upto);
                if enough(&step) {
                    break 'log;
                }
            }
        }
        created(creating.take()).await?;
        if let Some(w) = writing.take() {
            if !w.finish(&written).await? {
                return Ok(None);
            }
        }
        Ok(Some(applied))
    }
}

/// A generation's tables and row being created by a task of their own.
pub(super) type Creating = tokio::task::JoinHandle<Result<(), ProjectionError>>;

/// Waits for a generation being created, if it is.
async fn created(creating: Option<Creating>) -> Result<(), ProjectionError> {
    match creating {
        Some(task) => task.await.map_err(|e| ProjectionError::Failed(format!("creating a generation: {e}")))?,
        None => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scratch_caches_of_concurrent_folds_share_one_budget() {
        // issue #17: the embedded server under 300 MB; the two folds' caches hold 80 MB at most.
        assert_eq!(CONCURRENT_FOLDS, 2);
        assert_eq!(SCRATCH_CACHE_KIB, 40 * 1024);
        assert!(SCRATCH_CACHE_KIB * CONCURRENT_FOLDS as i64 <= SCRATCH_CACHE_BUDGET_KIB);
    }

    #[test]
    fn column_lists_give_kinds_and_keys() {
        let def = TableDef {
            name: "t",
            columns: "a BIGINT NOT NULL, b TEXT, appointment_info TEXT, c BOOLEAN NOT NULL, d DOUBLE PRECISION, e BIGINT NOT NULL DEFAULT 0, PRIMARY KEY (a, b)",
            indexes: &[],
        };
        let shape = Shape::of(&def).unwrap();
        assert_eq!(shape.key, vec!["a", "b"]);
        let kinds: Vec<Kind> = shape.columns.iter().map(|(_, k)| *k).collect();
        assert_eq!(kinds, vec![Kind::Int, Kind::Text, Kind::Text, Kind::Bool, Kind::Float, Kind::Int]);
        let inline = TableDef { name: "u", columns: "user_id BIGINT PRIMARY KEY, name TEXT", indexes: &[] };
        assert_eq!(Shape::of(&inline).unwrap().key, vec!["user_id"]);
        let keyless = TableDef { name: "v", columns: "x BIGINT, y TEXT", indexes: &[] };
        assert_eq!(Shape::of(&keyless), None, "no primary key: rebuilt event by event");
    }

    struct Pairs;

    const PAIRS: &[TableDef] = &[TableDef { name: "pairs", columns: "a BIGINT NOT NULL, b TEXT, PRIMARY KEY (a)", indexes: &["b"] }];

    #[async_trait::async_trait]
    impl Projection for Pairs {
        fn name(&self) -> &'static str {
            "pairs"
        }
        fn version(&self) -> i64 {
            1
        }
        fn handles(&self) -> Vec<&'static str> {
            vec![]
        }
        fn tables(&self) -> &'static [TableDef] {
            PAIRS
        }
        async fn apply(&self, _: &mut ProjectionTx<'_>, _: &eventstore::RecordedEvent) -> Result<(), ProjectionError> {
            Ok(())
        }
    }

    #[test]
    fn rows_go_to_postgresql_as_one_json_array_of_objects() {
        let columns = vec![("a".to_string(), Kind::Int), ("b".to_string(), Kind::Text), ("c".to_string(), Kind::Float), ("d".to_string(), Kind::Bool)];
        let rows = vec![
            vec![Value::Int(Some(1)), Value::Text(Some("say \"hi\"\n".into())), Value::Float(Some(0.1)), Value::Bool(Some(true))],
            vec![Value::Int(None), Value::Text(None), Value::Float(Some(-2.5e-7)), Value::Bool(None)],
        ];
        let json = json_rows(&columns, &rows).unwrap();
        assert_eq!(json, r#"[{"a":1,"b":"say \"hi\"\n","c":0.1,"d":true},{"a":null,"b":null,"c":-0.00000025,"d":null}]"#);
        let parsed: serde_json::Value = serde_json::from_str(&json).unwrap();
        assert_eq!(parsed[1]["c"].as_f64(), Some(-2.5e-7), "floats round-trip");
        let nan = vec![vec![Value::Int(Some(1)), Value::Text(None), Value::Float(Some(f64::NAN)), Value::Bool(None)]];
        assert_eq!(json_rows(&columns, &nan), None, "JSON has no NaN: such rows go as parameters");
    }

    #[tokio::test]
    async fn the_scratch_copy_notes_every_key_a_chunk_touched() {
        let mut scratch = Scratch::open(&Pairs, 4).await.unwrap().expect("keyed");
        let run = |scratch: &mut Scratch, sql: &str| scratch.conn.execute_batch(sql).unwrap();
        let keys = |rows: &[Vec<Value>]| rows.iter().map(|r| r[0].clone()).collect::<Vec<_>>();
        run(&mut scratch, "INSERT INTO pairs__g4 (a, b) VALUES (1, 'x'), (2, 'y'), (3, 'z')");
        let touched = scratch.touched().unwrap();
        assert_eq!(keys(&touched[0].0), vec![Value::Int(Some(1)), Value::Int(Some(2)), Value::Int(Some(3))]);
        assert!(touched[0].1.is_empty());
        // Next chunk: an update in place, a key that changes, a delete.
        run(&mut scratch, "UPDATE pairs__g4 SET b = 'w' WHERE a = 1; UPDATE pairs__g4 SET a = 5 WHERE a = 2; DELETE FROM pairs__g4 WHERE a = 3");
        let (present, gone) = scratch.touched().unwrap().remove(0);
        assert_eq!(present, vec![vec![Value::Int(Some(1)), Value::Text(Some("w".into()))], vec![Value::Int(Some(5)), Value::Text(Some("y".into()))]]);
        assert_eq!(gone, vec![vec![Value::Int(Some(2))], vec![Value::Int(Some(3))]], "the key a row left is written as gone");
        assert!(scratch.touched().unwrap()[0].0.is_empty(), "a flush forgets what it wrote");
        // A row deleted and written again is present; one written and deleted is gone; an
        // upsert that updates notes its row.
        run(&mut scratch, "DELETE FROM pairs__g4 WHERE a = 1; INSERT INTO pairs__g4 (a, b) VALUES (1, 'again'), (7, 'brief'); DELETE FROM pairs__g4 WHERE a = 7");
        run(&mut scratch, "INSERT INTO pairs__g4 (a, b) VALUES (5, 'upserted') ON CONFLICT (a) DO UPDATE SET b = excluded.b");
        let (present, gone) = scratch.touched().unwrap().remove(0);
        assert_eq!(present, vec![vec![Value::Int(Some(5)), Value::Text(Some("upserted".into()))], vec![Value::Int(Some(1)), Value::Text(Some("again".into()))]]);
        assert_eq!(gone, vec![vec![Value::Int(Some(7))]]);
    }

    #[test]
    fn every_read_model_table_has_a_primary_key_so_every_projection_rebuilds_in_batches() {
        for p in crate::all() {
            for def in p.tables() {
                assert!(Shape::of(def).is_some(), "{}.{} has no primary key", p.name(), def.name);
            }
        }
    }
}
