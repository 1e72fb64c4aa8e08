//! The architecture's invariants (docs/mimari.md), enforced: each test here names the rule it
//! keeps, reads `cargo metadata` or the sources, and fails naming every place that breaks it.
//!
//! The rules are grouped by what they read, one file per theme; this file holds what several
//! of them share: the lesson list, the workspace's sources, and paths as the messages show them.

mod bagimlilik;
mod boyut;
mod ders_listesi;
mod ders_sayfasi;
mod dis_klasorler;
mod model_dosyasi;
mod modul_grafi;
mod sozluk;
mod yorumlar;

use crate::cargo::kok;
use std::path::{Path, PathBuf};

/// The lesson crates, as the one lesson list names them.
fn dersler() -> Vec<&'static str> {
    dersler::DERSLER.iter().map(|d| d.ad()).collect()
}

/// The Rust files under folder `klasor`, at any depth, sorted; none when it is not there.
fn rust_dosyalari(klasor: &Path) -> Vec<PathBuf> {
    fn topla(klasor: &Path, hepsi: &mut Vec<PathBuf>) {
        let Ok(r) = std::fs::read_dir(klasor) else { return };
        for g in r.flatten() {
            let yol = g.path();
            if yol.is_dir() {
                topla(&yol, hepsi);
            } else if yol.extension().is_some_and(|e| e == "rs") {
                hepsi.push(yol);
            }
        }
    }
    let mut hepsi = Vec::new();
    topla(klasor, &mut hepsi);
    hepsi.sort();
    hepsi
}

/// The Rust files of the workspace's packages: each package's `src/` (its modules and
/// programs), `tests/` and `benches/`.
fn kaynaklar() -> Vec<PathBuf> {
    let mut paketler: Vec<PathBuf> = std::fs::read_dir(kok().join("crates"))
        .expect("crates/")
        .flatten()
        .map(|g| g.path())
        .collect();
    paketler.push(kok().join("xtask"));
    let mut hepsi: Vec<PathBuf> = paketler
        .iter()
        .flat_map(|p| ["src", "tests", "benches"].map(|alt| p.join(alt)))
        .flat_map(|k| rust_dosyalari(&k))
        .collect();
    hepsi.sort();
    hepsi
}

/// The project's own sources: every package's Rust files ([`kaynaklar`]) and the book's scripts
/// (the driver's and the site's; not its installed modules).
fn betiklerle_kaynaklar() -> Vec<PathBuf> {
    let mut hepsi = kaynaklar();
    for klasor in ["crates/kitap/varlik", "crates/kitap/varlik/panel", "crates/kitap/surucu"] {
        for g in std::fs::read_dir(kok().join(klasor)).into_iter().flatten().flatten() {
            let yol = g.path();
            if yol.extension().is_some_and(|e| e == "js" || e == "mjs") {
                hepsi.push(yol);
            }
        }
    }
    hepsi.sort();
    hepsi
}

/// A path as the messages show it, from the workspace root.
fn goreli(yol: &Path) -> String {
    yol.strip_prefix(kok()).unwrap_or(yol).display().to_string()
}

/// The model files: the only ones whose comments are Turkish, read beside the lesson.
fn model_dosyalari() -> Vec<PathBuf> {
    crate::mutasyon::model_dosyalari().unwrap().into_iter().map(|(_, d)| kok().join(d)).collect()
}
