//! The one driver of the book's browser checks: `surucu/sina.mjs`, which starts the system's
//! Chromium through playwright-core (pinned, with axe-core, in `surucu/package-lock.json`) and
//! runs the parts a plan asks for: the scenarios (`senaryo.mjs`), the clicks and keys
//! (`tikla.mjs`), the reader's checks (`okur.mjs`) and the screenshots (`ekran.mjs`). It reads
//! the plan as JSON on its standard input and writes what it saw on its standard output; this
//! crate judges. The page carries no hook for it: the driver uses the page as a reader does and
//! reads its DOM.

use crate::Hata;
use serde::Serialize;
use serde::de::DeserializeOwned;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// The driver's folder, its npm packages installed from its lock file if they are not yet.
pub fn klasor() -> Result<PathBuf, Hata> {
    let k = crate::kok().join("crates").join("kitap").join("surucu");
    let modul = |a: &str| k.join("node_modules").join(a).join("package.json").is_file();
    if modul("playwright-core") && modul("axe-core") {
        return Ok(k);
    }
    let c = Command::new("npm")
        .args(["ci", "--no-audit", "--no-fund", "--prefix"])
        .arg(&k)
        .status()
        .map_err(|e| {
            Hata(format!("npm çalışmadı ({e}): tarayıcı sınaması Node.js ve npm ister"))
        })?;
    if !c.success() {
        return Err(Hata(format!("npm ci --prefix {}: {c}", k.display())));
    }
    Ok(k)
}

/// What every plan carries: the site's address, the browser, the built site's folder.
#[derive(Serialize)]
pub struct Ortak<'a> {
    /// `127.0.0.1:PORT`, where the site is served.
    pub adres: &'a str,
    /// The browser's program.
    pub tarayici: &'a Path,
    /// The built site (for pages opened from the folder).
    pub kitap: &'a Path,
}

/// Runs the driver with `plan` (its parts beside [`Ortak`]'s fields) and reads its report.
pub fn calistir<P: Serialize, R: DeserializeOwned>(plan: &P) -> Result<R, Hata> {
    let k = klasor()?;
    let mut cocuk = Command::new("node")
        .arg(k.join("sina.mjs"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| Hata(format!("node çalışmadı: {e}")))?;
    let girdi = serde_json::to_vec(plan).map_err(|e| Hata(e.to_string()))?;
    cocuk.stdin.take().expect("piped").write_all(&girdi).map_err(|e| Hata(e.to_string()))?;
    let cikti = cocuk.wait_with_output().map_err(|e| Hata(e.to_string()))?;
    if !cikti.status.success() {
        return Err(Hata(format!(
            "surucu/sina.mjs: {}: {}",
            cikti.status,
            String::from_utf8_lossy(&cikti.stderr).trim_end()
        )));
    }
    serde_json::from_slice(&cikti.stdout).map_err(|e| Hata(format!("surucu/sina.mjs: {e}")))
}
