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

#[cfg(test)]
mod tests {
    use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader};
    use tokio::net::TcpListener;

    use super::*;

    /// A minimal SMTP server on loopback that accepts one message and hands back its DATA.
    async fn one_message_server() -> (u16, tokio::task::JoinHandle<String>) {
        let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let port = listener.local_addr().unwrap().port();
        let handle = tokio::spawn(async move {
            let (socket, _) = listener.accept().await.unwrap();
            let (read, mut write) = socket.into_split();
            let mut lines = BufReader::new(read).lines();
            write.write_all(b"220 test ESMTP\r\n").await.unwrap();
            let mut data = String::new();
            let mut in_data = false;
            while let Some(line) = lines.next_line().await.unwrap() {
                if in_data {
                    if line == "." {
                        in_data = false;
                        write.write_all(b"250 queued\r\n").await.unwrap();
                    } else {
                        data.push_str(&line);
                        data.push('\n');
                    }
                    continue;
                }
                let upper = line.to_uppercase();
                let reply: &[u8] = if upper.starts_with("EHLO") || upper.starts_with("HELO") {
                    b"250-test\r\n250 8BITMIME\r\n"
                } else if upper.starts_with("DATA") {
                    in_data = true;
                    b"354 go ahead\r\n"
                } else if upper.starts_with("QUIT") {
                    write.write_all(b"221 bye\r\n").await.unwrap();
                    break;
                } else {
                    b"250 ok\r\n"
                };
                write.write_all(reply).await.unwrap();
            }
            data
        });
        (port, handle)
    }

    #[tokio::test]
    async fn mail_goes_over_smtp_when_configured() {
        let (port, server) = one_message_server().await;
        let mut config = Config::default();
        config.mail.smtp_url = format!("smtp://127.0.0.1:{port}");
        let mailer = Mailer::from_config(&config).unwrap();
        assert!(matches!(mailer.transport, Transport::Smtp(_)));
        mailer.send("ann@firm.test", "Reset your Caseboard password", "Open http://x/password-reset/abc\n".into()).await.unwrap();
        let data = tokio::time::timeout(std::time::Duration::from_secs(10), server).await.unwrap().unwrap();
        assert!(data.contains("To: ann@firm.test"), "{data}");
        assert!(data.contains("Subject: Reset your Caseboard password"));
        assert!(data.contains("/password-reset/abc"));
    }

    #[tokio::test]
    async fn without_smtp_mail_is_written_to_the_data_folder() {
        let dir = std::env::temp_dir().join(format!("caseboard-mail-{}", uuid::Uuid::new_v4()));
        let config = Config { data_dir: dir.clone(), ..Config::default() };
        let mailer = Mailer::from_config(&config).unwrap();
        mailer.send("bo@firm.test", "Hello", "Body\n".into()).await.unwrap();
        let files: Vec<_> = std::fs::read_dir(dir.join("mail")).unwrap().flatten().collect();
        assert_eq!(files.len(), 1);
        assert!(std::fs::read_to_string(files[0].path()).unwrap().contains("To: bo@firm.test"));
        let _ = std::fs::remove_dir_all(dir);
    }
}
