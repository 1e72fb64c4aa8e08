//! The lessons' claims: each lesson crate's `tests/iddialar.rs`, one test per sentence whose
//! figures the lesson states. Verify runs them and names the failing ones.

use crate::cargo::{cargo, kok};
use crate::hata::{Hata, Sonuc, calismadi};
use std::process::Stdio;

/// Runs every lesson's claims; returns how many ran and the failing ones as `lider
/// hesaba_donus::kk4_yilda_6_devralma_duyarlilik_12`.
pub fn denetle() -> Sonuc<(usize, Vec<String>)> {
    let (mut sayi, mut bozuk) = (0, Vec::new());
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
                sayi += 1;
                if sonuc != "ok" {
                    bozuk.push(format!("{paket} {ad}"));
                }
            }
        }
        if !cikti.status.success() && !bozuk.iter().any(|b| b.starts_with(&format!("{paket} "))) {
            return Err(Hata::Calismadi(format!("{paket} iddialari derlenemedi ya da calismadi")));
        }
    }
    Ok((sayi, bozuk))
}
