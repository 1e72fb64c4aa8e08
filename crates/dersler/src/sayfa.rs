//! What a lesson keeps in its crate's `sayfa/` folder: the words and data of its page, which its
//! programs compile none of, except its exercises. The files are read on the host only (the
//! readers are not compiled to WebAssembly): the book solves the exercises when it is built and
//! writes them into the page.
//!
//! - `ders.toml` ([`DersBilgisi`]): the model file the page links, what one fault is, and the
//!   examples `cargo xtask verify` runs, read by the tools ([`bilgi`]);
//! - `alistirmalar.toml`: the "predict first" exercises ([`ders::Alistirma`]), compiled into
//!   the list ([`Sayfali`]) and read with [`alistirmalar`];
//! - the page's prose (`ozet.md`, `basvuru-olc.md`, `basvuru-hesap.md`, `ariza.md`, `iz.md`),
//!   read by the docs' generator, and the browser test's plan (`sina.toml`), read by the book.

#[cfg(not(target_family = "wasm"))]
use ders::Alistirma;
use ders::Program;
use serde::Deserialize;
use std::path::{Path, PathBuf};

/// The folder of lesson `ad`'s page files under workspace root `kok`: its crate's `sayfa/`.
pub fn klasor(kok: &Path, ad: &str) -> PathBuf {
    kok.join("crates").join(ad).join("sayfa")
}

/// A lesson's `ders.toml`.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DersBilgisi {
    /// The model file, from the crate's folder (`src/secim.rs`).
    pub model: String,
    /// What one fault is (the unit of `arama::Model::arizalar`), in the student's words with an
    /// example in the `--ariza` notation: the fewest-faults table's method line says it.
    pub ariza_birimi: String,
    /// How many words the lesson text has (`wc -w`): the most its page may show once its panel
    /// has loaded.
    pub metin_kelimesi: usize,
    /// For each program, a question a reader might ask with flags.
    pub ornekler: Ornekler,
}

/// The examples of [`DersBilgisi`]: each program's arguments.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
#[allow(missing_docs, reason = "one field per program, by its name")]
pub struct Ornekler {
    pub olc: Vec<String>,
    pub hesap: Vec<String>,
}

impl DersBilgisi {
    /// Program `p`'s example.
    pub fn ornek(&self, p: Program) -> &[String] {
        match p {
            Program::Olc => &self.ornekler.olc,
            Program::Hesap => &self.ornekler.hesap,
        }
    }

    /// The runs `cargo xtask verify` checks, in report order: for each program its published
    /// output (no arguments), `--json`, `--markdown`, the lesson's example and `--help`, and
    /// for `olc` the story (`--iz`) and its events (`--iz --json`).
    pub fn kosular(&self) -> Vec<(Program, Vec<String>)> {
        let mut k = Vec::new();
        for p in Program::HEPSI {
            let bicimler: [&[&str]; 3] = [&[], &["--json"], &["--markdown"]];
            k.extend(bicimler.map(|a| (p, a.iter().map(|s| s.to_string()).collect())));
            k.push((p, self.ornek(p).to_vec()));
            k.push((p, vec!["--help".into()]));
            if p == Program::Olc {
                k.push((p, vec!["--iz".into()]));
                k.push((p, vec!["--iz".into(), "--json".into()]));
            }
        }
        k
    }
}

/// Lesson `ad`'s `ders.toml` under workspace root `kok`, or why it cannot be read.
#[cfg(not(target_family = "wasm"))]
pub fn bilgi(kok: &Path, ad: &str) -> Result<DersBilgisi, String> {
    let yol = klasor(kok, ad).join("ders.toml");
    let metin = std::fs::read_to_string(&yol).map_err(|e| format!("{}: {e}", yol.display()))?;
    toml::from_str(&metin).map_err(|e| format!("{}: {e}", yol.display()))
}

/// What the list compiles in of each lesson's `sayfa/` folder (the list implements it).
pub trait Sayfali {
    /// Its `alistirmalar.toml`.
    const ALISTIRMALAR: &'static str;
}

/// The file's exercises.
#[cfg(not(target_family = "wasm"))]
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Alistirmalar {
    alistirma: Vec<Alistirma>,
}

/// Lesson `D`'s exercises, in its page's order, or why its `alistirmalar.toml` does not give
/// them.
#[cfg(not(target_family = "wasm"))]
pub fn alistirmalar<D: Sayfali + ders::Ders>() -> Result<Vec<Alistirma>, String> {
    alistirmalari_oku(D::AD, D::ALISTIRMALAR)
}

/// The exercises of lesson `ad`'s `alistirmalar.toml`, its text `metin`, or why they cannot be
/// read (a missing field, an unknown one, a value of the wrong kind), naming the file.
#[cfg(not(target_family = "wasm"))]
pub fn alistirmalari_oku(ad: &str, metin: &str) -> Result<Vec<Alistirma>, String> {
    toml::from_str::<Alistirmalar>(metin)
        .map(|a| a.alistirma)
        .map_err(|e| format!("crates/{ad}/sayfa/alistirmalar.toml: {e}"))
}
