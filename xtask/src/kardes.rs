//! What a check needs from outside the tree, and the one place that decides whether it runs:
//! the lesson texts (`../shared/seeds`) and the published outputs (`../shared/reference`)
//! beside the tree, which an author has and a person who clones the project has not, and the
//! tools a check runs (node).
//!
//! A check that needs one of them never passes by returning early when it is missing. A test
//! says what it needs in its ignore reason, `#[ignore = "gerekir: ../shared/seeds, node"]`, so
//! a plain `cargo test` lists it as ignored, never as passed; `cargo xtask test` reads the
//! reason ([`Gereksinim::okunan`]), runs the test when everything it names is here, and
//! otherwise names it in its final table with what is missing ([`Atlanan`]). xtask's own
//! checks that need them (the K01 rehearsal's `--metin` steps) ask here too and report the same
//! way. `xtask::tidy::dis_klasorler::kardes_klasor_yalniz_buradan` holds every reader of
//! `../shared` to this.

use crate::cargo::kok;
use std::path::PathBuf;

/// The start of a test's ignore reason that names what it needs.
pub const GEREKIR: &str = "gerekir: ";

/// One thing a check may need from outside the tree.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Gereksinim {
    /// The lesson texts, `../shared/seeds`.
    Metinler,
    /// The published outputs, `../shared/reference`.
    Yayimlanan,
    /// Node.js, which runs the texts' own code.
    Node,
}

impl Gereksinim {
    /// Every requirement, in the order a reason lists them.
    pub const HEPSI: [Gereksinim; 3] =
        [Gereksinim::Metinler, Gereksinim::Yayimlanan, Gereksinim::Node];

    /// As a test's ignore reason names it.
    pub fn ad(self) -> &'static str {
        match self {
            Gereksinim::Metinler => "../shared/seeds",
            Gereksinim::Yayimlanan => "../shared/reference",
            Gereksinim::Node => "node",
        }
    }

    /// What it is, for a reader of the final table.
    pub fn anlami(self) -> &'static str {
        match self {
            Gereksinim::Metinler => "ders metinleri",
            Gereksinim::Yayimlanan => "yayımlanan çıktılar",
            Gereksinim::Node => "metinlerin kodunu çalıştıran Node.js",
        }
    }

    /// The folder beside the tree, for the two that are folders.
    pub fn klasor(self) -> Option<PathBuf> {
        match self {
            Gereksinim::Metinler => Some(kok().join("../shared/seeds")),
            Gereksinim::Yayimlanan => Some(kok().join("../shared/reference")),
            Gereksinim::Node => None,
        }
    }

    /// Whether it is here: the folder exists, or `node --version` runs.
    pub fn var(self) -> bool {
        match self.klasor() {
            Some(k) => k.is_dir(),
            None => std::process::Command::new("node")
                .arg("--version")
                .output()
                .is_ok_and(|c| c.status.success()),
        }
    }

    /// Whether its absence fails `cargo xtask test` under CI instead of being reported: a tool
    /// `.ci/run` installs. A folder beside the tree is never required: a clone has none.
    pub fn ci_ister(self) -> bool {
        self == Gereksinim::Node
    }

    /// What an ignore reason (`gerekir: ../shared/seeds, node`) names, or `None` if it is not
    /// such a reason; an unknown name is an error naming it.
    pub fn okunan(neden: &str) -> Option<Result<Vec<Gereksinim>, String>> {
        let liste = neden.trim().strip_prefix(GEREKIR)?;
        Some(
            liste
                .split(',')
                .map(str::trim)
                .map(|ad| {
                    Gereksinim::HEPSI.into_iter().find(|g| g.ad() == ad).ok_or_else(|| {
                        format!("bilinmeyen gereksinim '{ad}' (bilinenler: ../shared/seeds, ../shared/reference, node)")
                    })
                })
                .collect(),
        )
    }
}

/// A check that did not run, and why: one line of the final table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Atlanan {
    /// The check: `metin tests/metinler: crlf_metin_bayt_bayt_geri_yazilir`.
    pub ne: String,
    /// What was missing: `../shared/seeds yok (ders metinleri)`.
    pub neden: String,
}

impl Atlanan {
    /// Check `ne`, which needs `eksik`.
    pub fn yeni(ne: impl Into<String>, eksik: &[Gereksinim]) -> Atlanan {
        let neden: Vec<String> =
            eksik.iter().map(|g| format!("{} yok ({})", g.ad(), g.anlami())).collect();
        Atlanan { ne: ne.into(), neden: neden.join(", ") }
    }

    /// As the stage's record keeps it: one line, its two parts apart.
    pub fn satir(&self) -> String {
        format!("{}\t{}", self.ne, self.neden)
    }

    /// Read back from [`Atlanan::satir`].
    pub fn satirdan(satir: &str) -> Option<Atlanan> {
        let (ne, neden) = satir.split_once('\t')?;
        Some(Atlanan { ne: ne.into(), neden: neden.into() })
    }
}

/// Of the requirements `gereken`, those that are missing, as `var` says.
pub fn eksikler(gereken: &[Gereksinim], var: impl Fn(Gereksinim) -> bool) -> Vec<Gereksinim> {
    gereken.iter().copied().filter(|&g| !var(g)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn gerekce_okunur() {
        assert_eq!(
            Gereksinim::okunan("gerekir: ../shared/seeds, node"),
            Some(Ok(vec![Gereksinim::Metinler, Gereksinim::Node]))
        );
        assert_eq!(Gereksinim::okunan("yavaş"), None);
        assert!(Gereksinim::okunan("gerekir: ../shared/tohum").unwrap().is_err());
        let a = Atlanan::yeni("x", &[Gereksinim::Metinler]);
        assert_eq!(a.neden, "../shared/seeds yok (ders metinleri)");
        assert_eq!(Atlanan::satirdan(&a.satir()), Some(a));
    }
}
