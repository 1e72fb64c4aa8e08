//! The lessons' claims: each lesson crate's `tests/iddialar.rs`, one test per sentence whose
//! figures the lesson states. Verify runs them and names the failing ones.

use crate::cargo::{cargo, kok};
use crate::hata::{GorevSonucu, Hata, calismadi};
use std::process::Stdio;

/// Runs every lesson's claims; returns every claim that ran and the failing ones, each as `lider
/// hesaba_donus::kk4_yilda_6_devralma_duyarlilik_12`.
pub fn denetle() -> GorevSonucu<(Vec<String>, Vec<String>)> {
    let (mut hepsi, mut bozuk) = (Vec::new(), Vec::new());
    for paket in crate::programlar::paketler() {
        let cikti = cargo()
            .args([
                "test",
                "--quiet",
                "--package",
                paket,
                "--test",
                "iddialar",
                "--",
                "--format",
                "pretty",
            ])
            .current_dir(kok())
            .stderr(Stdio::null())
            .output()
            .map_err(calismadi("cargo test"))?;
        let metin = String::from_utf8_lossy(&cikti.stdout);
        for satir in metin.lines().filter_map(|s| s.strip_prefix("test ")) {
            if let Some((ad, sonuc)) = satir.rsplit_once(" ... ") {
                hepsi.push(format!("{paket} {ad}"));
                if sonuc != "ok" {
                    bozuk.push(format!("{paket} {ad}"));
                }
            }
        }
        if !cikti.status.success() && !bozuk.iter().any(|b| b.starts_with(&format!("{paket} "))) {
            return Err(Hata::Calismadi(format!("{paket} iddiaları derlenemedi ya da çalışmadı")));
        }
    }
    Ok((hepsi, bozuk))
}
