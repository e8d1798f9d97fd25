//! Outgoing mail: SMTP through lettre when configured, otherwise one `.eml` file per message
//! in the data directory (its path is logged).

use std::path::PathBuf;

use lettre::message::Mailbox;
use lettre::{AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor};

use crate::config::Config;

pub enum Transport {
    Smtp(AsyncSmtpTransport<Tokio1Executor>),
    Folder(PathBuf),
}

pub struct Mailer {
    from: Mailbox,
    transport: Transport,
}

impl Mailer {
    pub fn from_config(config: &Config) -> anyhow::Result<Mailer> {
        let from: Mailbox = config.mail.from.parse()?;
        let transport = if config.mail.smtp_url.is_empty() {
            Transport::Folder(config.mail_dir())
        } else {
            Transport::Smtp(AsyncSmtpTransport::<Tokio1Executor>::from_url(&config.mail.smtp_url)?.build())
        };
        Ok(Mailer { from, transport })
    }

    pub async fn send(&self, to: &str, subject: &str, body: String) -> anyhow::Result<()> {
        let message = Message::builder().from(self.from.clone()).to(to.parse()?).subject(subject).body(body)?;
        match &self.transport {
            Transport::Smtp(smtp) => {
                smtp.send(message).await?;
                tracing::info!(to, subject, "mail sent over SMTP");
            }
            Transport::Folder(dir) => {
                tokio::fs::create_dir_all(dir).await?;
                let name = format!("{}-{}.eml", chrono::Utc::now().format("%Y%m%dT%H%M%S%.6f"), uuid::Uuid::new_v4());
                let path = dir.join(name);
                tokio::fs::write(&path, message.formatted()).await?;
                tracing::info!(to, subject, path = %path.display(), "mail written to folder (no SMTP configured)");
            }
        }
        Ok(())
    }
}
