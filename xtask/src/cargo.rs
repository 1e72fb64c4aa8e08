//! Running cargo from xtask: the workspace's packages, and building one package's programs.

use crate::hata::{GorevSonucu, Hata, calismadi};
use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// The cargo that runs this xtask (so the same toolchain builds everything).
pub fn cargo() -> Command {
    Command::new(std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into()))
}

/// The workspace root: xtask's parent folder.
pub fn kok() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().expect("xtask lives in the workspace").into()
}

/// Cargo's target directory (it follows `CARGO_TARGET_DIR` and `build.target-dir`): where the
/// chores find build outputs and write their own (the stage records, the rehearsals' copies).
pub fn hedef() -> GorevSonucu<PathBuf> {
    hedef::klasor(&kok()).map_err(|e| Hata::Calismadi(e.to_string()))
}

/// The workspace's packages (every crate, lessons or not) as cargo lists them: name and folder.
pub fn paketler() -> GorevSonucu<Vec<(String, PathBuf)>> {
    Ok(paketler_ve_aciklamalari()?.into_iter().map(|(ad, klasor, _)| (ad, klasor)).collect())
}

/// The workspace's packages as cargo lists them: name, folder and the manifest's description.
pub fn paketler_ve_aciklamalari() -> GorevSonucu<Vec<(String, PathBuf, String)>> {
    let cikti = cargo()
        .args(["metadata", "--no-deps", "--format-version", "1"])
        .current_dir(kok())
        .stderr(Stdio::inherit())
        .output()
        .map_err(calismadi("cargo metadata"))?;
    if !cikti.status.success() {
        return Err(Hata::Calismadi("cargo metadata başarısız".into()));
    }
    let v: Value =
        serde_json::from_slice(&cikti.stdout).map_err(|e| Hata::Calismadi(e.to_string()))?;
    let uyeler = v["workspace_members"].as_array().cloned().unwrap_or_default();
    let paketler = v["packages"].as_array().cloned().unwrap_or_default();
    Ok(uyeler
        .iter()
        .filter_map(|id| paketler.iter().find(|p| p["id"] == *id))
        .filter_map(|p| {
            let ad = p["name"].as_str()?;
            let klasor = Path::new(p["manifest_path"].as_str()?).parent()?;
            let aciklama = p["description"].as_str().unwrap_or_default();
            Some((ad.to_string(), klasor.to_path_buf(), aciklama.to_string()))
        })
        .collect())
}

/// Runs cargo with `args` in the workspace, its diagnostics on standard error, and reads the
/// messages it writes (`--message-format=json-render-diagnostics`): one JSON value each; `Err`
/// with cargo's status if it failed.
pub fn iletiler(args: &[&str]) -> GorevSonucu<Vec<Value>> {
    let cikti = cargo()
        .args(args)
        .args(["--quiet", "--message-format=json-render-diagnostics"])
        .current_dir(kok())
        .stderr(Stdio::inherit())
        .output()
        .map_err(calismadi(format!("cargo {}", args.join(" "))))?;
    if !cikti.status.success() {
        return Err(Hata::Bulundu(format!("cargo {}: {}", args.join(" "), cikti.status)));
    }
    let satirlar = cikti.stdout.split(|&b| b == b'\n').filter(|s| !s.is_empty());
    satirlar
        .map(|s| serde_json::from_slice(s).map_err(|e| Hata::Calismadi(e.to_string())))
        .collect()
}

/// Builds one lesson package's programs and copies each to
/// `target/debug/programlar/<paket>/<program>`.
///
/// Lesson crates share program names (`olc`, `hesap`), so the copies in `target/debug/`
/// overwrite each other from package to package (rust-lang/cargo#6313). Building one package
/// at a time and copying right away keeps every program apart, with no collision warning. The
/// lesson is built with its `kesif` feature, as xtask and the tests compile it, so that the
/// build is theirs: the programs' code is the same with or without it.
pub fn derle(paket: &str) -> GorevSonucu<Vec<(String, PathBuf)>> {
    let cikti = cargo()
        .args(["build", "--quiet", "--package", paket, "--features", "kesif", "--bins"])
        .arg("--message-format=json-render-diagnostics")
        .current_dir(kok())
        .stderr(Stdio::inherit())
        .output()
        .map_err(calismadi("cargo build"))?;
    if !cikti.status.success() {
        return Err(Hata::Calismadi(format!("{paket} derlenemedi")));
    }
    let mut programlar = Vec::new();
    for satir in cikti.stdout.split(|&b| b == b'\n').filter(|s| !s.is_empty()) {
        let v: Value = serde_json::from_slice(satir).map_err(|e| Hata::Calismadi(e.to_string()))?;
        let (Some(exe), Some(ad)) = (v["executable"].as_str(), v["target"]["name"].as_str()) else {
            continue;
        };
        let exe = Path::new(exe);
        let hedef = exe.parent().unwrap_or(Path::new(".")).join("programlar").join(paket);
        std::fs::create_dir_all(&hedef).map_err(calismadi(hedef.display()))?;
        let kopya = hedef.join(exe.file_name().expect("an executable has a name"));
        std::fs::copy(exe, &kopya).map_err(calismadi(exe.display()))?;
        programlar.push((ad.to_string(), kopya));
    }
    Ok(programlar)
}
