//! The program runs that `cargo xtask verify` checks, read off the lesson list (`dersler`): for
//! each lesson and program the published output, `--json`, `--markdown`, the lesson's example,
//! `--help`, and `olc --iz` with and without `--json` ([`dersler::sayfa::DersBilgisi::kosular`],
//! the example from the lesson's `sayfa/ders.toml`). One run is one snapshot in `xtask/snapshots/`.

use crate::cargo::kok;
use crate::hata::{GorevSonucu, Hata};
use ders::Program;
use std::collections::BTreeMap;
use std::path::PathBuf;

/// One run of one lesson program.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Kosu {
    /// The lesson crate.
    pub paket: &'static str,
    /// The program.
    pub program: Program,
    /// Command-line arguments.
    pub arg: Vec<String>,
}

/// Every checked run, in report order: lesson by lesson, as the lesson list orders them.
pub fn kosular() -> GorevSonucu<Vec<Kosu>> {
    let mut k = Vec::new();
    for d in dersler::DERSLER {
        let kosular = bilgi(d.ad())?.kosular().into_iter();
        k.extend(kosular.map(|(program, arg)| Kosu { paket: d.ad(), program, arg }));
    }
    Ok(k)
}

/// Lesson `ad`'s `sayfa/ders.toml`: its model file and its examples.
pub fn bilgi(ad: &str) -> GorevSonucu<dersler::sayfa::DersBilgisi> {
    dersler::sayfa::bilgi(&kok(), ad).map_err(Hata::Calismadi)
}

/// The lesson packages, in course order.
pub fn paketler() -> Vec<&'static str> {
    dersler::DERSLER.iter().map(|d| d.ad()).collect()
}

impl Kosu {
    /// Snapshot name: `lider-olc`, then the arguments (`lider-olc_kira_5`, `lider-olc_json`).
    pub fn ad(&self) -> String {
        let mut ad = format!("{}-{}", self.paket, self.program.ad());
        for a in &self.arg {
            ad.push('_');
            let a = a.trim_start_matches('-');
            ad.extend(a.chars().map(|c| if c.is_ascii_alphanumeric() { c } else { '-' }));
        }
        ad
    }

    /// The published output a run without arguments must equal byte for byte, relative to
    /// `../shared/reference/`.
    pub fn referans(&self) -> Option<String> {
        self.arg.is_empty().then(|| format!("{}/{}.txt", self.paket, self.program.ad()))
    }

    /// The command a user types for this run.
    pub fn komut(&self) -> String {
        let mut k = format!("cargo run -q -p {} --bin {}", self.paket, self.program.ad());
        if !self.arg.is_empty() {
            k = format!("{k} -- {}", self.arg.join(" "));
        }
        k
    }

    /// A short name for reports: `lider hesap`, with the arguments if it has any.
    pub fn etiket(&self) -> String {
        let mut p = vec![self.paket, self.program.ad()];
        p.extend(self.arg.iter().map(String::as_str));
        p.join(" ")
    }
}

/// The lessons' programs, each package built once: (package, program) to its executable.
pub type Derlenen = BTreeMap<(&'static str, String), PathBuf>;

/// Builds each lesson package once.
pub fn derle() -> GorevSonucu<Derlenen> {
    let mut programlar = Derlenen::new();
    for paket in paketler() {
        for (ad, yol) in crate::cargo::derle(paket)? {
            programlar.insert((paket, ad), yol);
        }
    }
    Ok(programlar)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kosu_adlari_tekil() {
        let mut adlar: Vec<_> = kosular().unwrap().iter().map(Kosu::ad).collect();
        let n = adlar.len();
        adlar.sort();
        adlar.dedup();
        assert_eq!(adlar.len(), n);
        assert_eq!(n, 36);
    }

    #[test]
    fn ad_komut_etiket() {
        let k =
            Kosu { paket: "lider", program: Program::Olc, arg: vec!["--kira".into(), "5".into()] };
        assert_eq!(k.ad(), "lider-olc_kira_5");
        assert_eq!(k.komut(), "cargo run -q -p lider --bin olc -- --kira 5");
        assert_eq!(k.etiket(), "lider olc --kira 5");
        assert_eq!(k.referans(), None);
    }
}
