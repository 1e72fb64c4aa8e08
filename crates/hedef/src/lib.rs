#![forbid(unsafe_code)]
//! Cargo's target directory, as cargo itself resolves it: the `target_directory` of `cargo
//! metadata`, which follows `CARGO_TARGET_DIR`, `build.target-dir` and `--config`. The tools
//! (`kitap`, `kesif`, `xtask`) find build outputs there and write their own (the site, the
//! rehearsal copies, the stage records) under it, never under a `target/` they assume.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Mutex;

/// Why cargo could not say where its target directory is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Hata(pub String);

impl std::fmt::Display for Hata {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "cargo'nun hedef klasörü bulunamadı (cargo metadata): {}", self.0)
    }
}

impl std::error::Error for Hata {}

/// The target directory of the workspace at `kok`, asked of cargo once per workspace and
/// process.
pub fn klasor(kok: &Path) -> Result<PathBuf, Hata> {
    static SORULAN: Mutex<Vec<(PathBuf, Result<PathBuf, Hata>)>> = Mutex::new(Vec::new());
    let mut sorulan = SORULAN.lock().unwrap_or_else(|e| e.into_inner());
    if let Some((_, cevap)) = sorulan.iter().find(|(k, _)| k == kok) {
        return cevap.clone();
    }
    let cevap = sor(kok);
    sorulan.push((kok.to_path_buf(), cevap.clone()));
    cevap
}

/// Asks cargo (the one running this program, else `cargo` on the path).
fn sor(kok: &Path) -> Result<PathBuf, Hata> {
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    calistir(Command::new(cargo).current_dir(kok))
}

/// Runs `cargo metadata` as `cargo` is set up and reads its answer.
fn calistir(cargo: &mut Command) -> Result<PathBuf, Hata> {
    let cikti = cargo
        .args(["metadata", "--format-version", "1", "--no-deps", "--offline"])
        .output()
        .map_err(|e| Hata(e.to_string()))?;
    if !cikti.status.success() {
        let neden = String::from_utf8_lossy(&cikti.stderr);
        return Err(Hata(neden.lines().next().unwrap_or("").to_string()));
    }
    oku(&cikti.stdout)
}

/// The `target_directory` of `cargo metadata`'s JSON.
fn oku(json: &[u8]) -> Result<PathBuf, Hata> {
    let v: serde_json::Value = serde_json::from_slice(json).map_err(|e| Hata(e.to_string()))?;
    v["target_directory"]
        .as_str()
        .map(PathBuf::from)
        .ok_or_else(|| Hata("çıktısında target_directory yok".into()))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kok() -> PathBuf {
        Path::new(env!("CARGO_MANIFEST_DIR")).ancestors().nth(2).unwrap().to_path_buf()
    }

    #[test]
    fn cargonun_ayarini_izler() {
        let cargo = || {
            let mut c = Command::new(env!("CARGO"));
            c.current_dir(kok())
                .env_remove("CARGO_TARGET_DIR")
                .env_remove("CARGO_BUILD_TARGET_DIR");
            c
        };
        // the variable a user sets in their environment, and the setting of a cargo config
        let ortam = std::env::temp_dir().join("hedef-ortam");
        assert_eq!(calistir(cargo().env("CARGO_TARGET_DIR", &ortam)), Ok(ortam));
        let ayar = std::env::temp_dir().join("hedef-ayar");
        let config = format!("build.target-dir={:?}", ayar.display().to_string());
        assert_eq!(calistir(cargo().args(["--config", &config])), Ok(ayar));
        // this very test was built in the folder cargo names for this process
        let exe = std::env::current_exe().unwrap().canonicalize().unwrap();
        let hedef = klasor(&kok()).unwrap().canonicalize().unwrap();
        assert!(exe.starts_with(&hedef), "{} {}", exe.display(), hedef.display());
    }

    #[test]
    fn bozuk_cikti_reddedilir() {
        assert!(oku(b"{}").is_err());
        assert!(oku(b"not json").is_err());
    }
}
