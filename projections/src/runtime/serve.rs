//! Serving: catching every projection up with the log, then following it as the bus announces
//! appends.

use super::*;

impl Runtime {
    /// Steps the active generation of every projection until it reached the head it saw; a
    /// catch-up that applied many events then refreshes the planner statistics.
    pub async fn catch_up(&self) -> Result<(), ProjectionError> {
        let mut applied = 0;
        for p in &self.projections {
            let Some((generation, version)) = active_generation(self.db(), p.name()).await? else { continue };
            if version != p.version() {
                // Never fold with code of another version into these tables: `run` rebuilds
                // it blue/green while the old generation keeps serving.
                continue;
            }
            applied += self.catch_up_empty(p.as_ref(), generation).await?;
            loop {
                let step = self.step(p.as_ref(), generation).await?;
                applied += step.applied;
                if step.caught_up() {
                    break;
                }
            }
        }
        // A few events barely move the statistics (the timer refreshes them anyway), and
        // analyzing the whole database after each small catch-up kept its caller waiting.
        if applied >= ANALYZE_AFTER_CATCH_UP {
            self.analyze_after_catch_up().await?;
        }
        Ok(())
    }

    /// Follows the log until shutdown. A projection whose stored version differs from the
    /// code's is rebuilt first (the old generation keeps serving meanwhile).
    pub async fn run(self, shutdown: watch::Receiver<bool>) {
        let mut tasks = vec![];
        {
            let rt = self.clone();
            let mut shutdown = shutdown.clone();
            tasks.push(tokio::spawn(async move {
                let mut wait = ANALYZE_FIRST;
                loop {
                    tokio::select! {
                        _ = tokio::time::sleep(wait) => {}
                        _ = shutdown.changed() => return,
                    }
                    wait = ANALYZE_EVERY;
                    if let Err(e) = rt.upkeep().await {
                        tracing::warn!(error = %e, "could not refresh the planner statistics");
                    }
                }
            }));
        }
        // One subscription for every projection's wake-ups.
        let wakeups = match eventstore::bus::SharedWakeups::subscribe(self.bus.as_ref(), eventstore::bus::EVENTS_SUBJECTS).await {
            Ok(w) => Some(w),
            Err(e) => {
                tracing::warn!(error = %e, "no bus wake-ups; polling only");
                None
            }
        };
        for p in self.projections.clone() {
            let rt = self.clone();
            let mut shutdown = shutdown.clone();
            let wakeups = wakeups.as_ref().map(|w| w.stream());
            tasks.push(tokio::spawn(async move { rt.follow(p, wakeups, &mut shutdown).await }));
        }
        for t in tasks {
            let _ = t.await;
        }
    }

    async fn follow(&self, p: Arc<dyn Projection>, mut wakeups: Option<futures::stream::BoxStream<'static, eventstore::bus::BusMessage>>, shutdown: &mut watch::Receiver<bool>) {
        let local = self.store.appended_signal();
        let mut first = true;
        loop {
            if *shutdown.borrow() {
                return;
            }
            let outcome = async {
                let (generation, version) = match active_generation(self.db(), p.name()).await? {
                    Some(g) => g,
                    None => {
                        self.ensure().await?;
                        return Ok::<_, ProjectionError>(false);
                    }
                };
                if version < p.version() {
                    tracing::info!(projection = p.name(), from = version, to = p.version(), "projection version changed: rebuilding");
                    self.rebuild_if(p.name(), |_, _| {}, true).await?;
                    return Ok(false);
                }
                if version > p.version() {
                    // Newer code already rebuilt this read model (rolling deploy): an older
                    // worker neither rebuilds back nor writes newer tables with old code.
                    tracing::warn!(projection = p.name(), stored = version, code = p.version(), "read model is newer than this worker; idle");
                    return Ok(true);
                }
                if std::mem::take(&mut first) && self.catch_up_empty(p.as_ref(), generation).await? > 0 {
                    return Ok(false);
                }
                Ok(self.step(p.as_ref(), generation).await?.caught_up())
            }
            .await;
            let pause = match outcome {
                Ok(false) => continue,
                Ok(true) => Duration::from_secs(2),
                Err(ProjectionError::Failed(_)) => Duration::from_secs(5),
                Err(e) => {
                    // Infrastructure trouble (database busy or away): retry, never skip.
                    tracing::warn!(projection = p.name(), error = %e, "projection step failed; retrying");
                    Duration::from_secs(1)
                }
            };
            eventstore::bus::wait_for_wakeup(&mut wakeups, &local, pause, shutdown).await;
        }
    }
}
