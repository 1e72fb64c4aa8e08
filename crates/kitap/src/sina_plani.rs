//! What the browser test does on a lesson's page, as the lesson declares it in its crate's
//! `sayfa/sina.toml`: the reader's steps on the timeline and the schedule each must leave in the
//! `--ariza` field, the cell clicked again and again for the update's timing, the checks of every
//! timing a reader starts, the value typed in the keyboard session, the screenshots readers see
//! and a scenario above the single changes' budget. Only this crate reads it: the lesson's
//! programs never compile it.

use crate::Hata;
use dersler::DersKaydi;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::sync::{Mutex, OnceLock};

/// One move of a reader on the panel's timeline or in its `--ariza` field.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "tur", rename_all = "camelCase", deny_unknown_fields)]
pub enum OkurHareketi {
    /// A mouse click on cell `kimlik` of the `sira`-th column that has it (0: the first).
    Tikla {
        /// The cell's key (`ders::Hucre::kimlik`).
        kimlik: String,
        /// Which of the cells with this key.
        sira: usize,
    },
    /// Key `tus` (`Enter`, a space) pressed on cell `kimlik`, reached from the keyboard.
    Tus {
        /// The cell's key.
        kimlik: String,
        /// The key, as the browser names it.
        tus: String,
    },
    /// An arrow key from cell `kimlik` to cell `hedef`, then Enter there.
    Ok {
        /// The cell the focus starts on.
        kimlik: String,
        /// The arrow key.
        tus: String,
        /// The cell the focus must reach.
        hedef: String,
    },
    /// A schedule typed into the `--ariza` field.
    Yaz {
        /// What is typed.
        deger: String,
    },
}

/// A reader's move and the schedule the `--ariza` field must then show.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
#[allow(missing_docs, reason = "the type's doc names its fields")]
pub struct SayfaHareketi {
    pub adim: OkurHareketi,
    pub beklenen: String,
}

/// A check of every timing a reader starts: the panel's options (a URL fragment) and the bounds
/// set in the form (by key).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[allow(missing_docs, reason = "the type's doc names its fields")]
pub struct HerZamanlamadaSinamasi {
    pub parca: String,
    pub sinirlar: Vec<(String, u32)>,
    /// The lesson's own configuration, minutes in the browser: checked only with `kitap --sina
    /// --buyuk`, by hand, never in `cargo xtask test`.
    #[serde(default)]
    pub buyuk: bool,
}

/// A screenshot of the lesson's page: `docs/ekran/kitap-<lesson>[-<ek>].png` of the page with
/// fragment `parca`, at `genislik` x `yukseklik` CSS pixels.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
#[allow(missing_docs, reason = "the type's doc names its fields")]
pub struct EkranPlani {
    pub ek: String,
    pub parca: String,
    pub genislik: u32,
    pub yukseklik: u32,
}

impl EkranPlani {
    /// The file's name under `docs/ekran/` for lesson `ders`.
    pub fn dosya(&self, ders: &str) -> String {
        if self.ek.is_empty() {
            format!("kitap-{ders}.png")
        } else {
            format!("kitap-{ders}-{}.png", self.ek)
        }
    }
}

/// The browser test's plan on a lesson's page.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SinaPlani {
    /// The reader's steps, in order, from the lesson's own scenario.
    pub adimlar: Vec<SayfaHareketi>,
    /// The cell clicked again and again at the lesson's scenario for the update's timing.
    pub olcum: String,
    /// The checks of every timing a reader starts: the lesson's options first, then others.
    pub her_zamanlamada: Vec<HerZamanlamadaSinamasi>,
    /// What the keyboard session types into the first field of `olc` (it must change the
    /// tables).
    pub klavye: String,
    /// The screenshots.
    pub ekranlar: Vec<EkranPlani>,
    /// A scenario above the single changes' budget (a URL fragment) whose search, asked for on
    /// the page, ends in a few seconds; absent where no option takes a run above it.
    #[serde(default)]
    pub butce_ustu: Option<String>,
}

/// Reads lesson `ad`'s plan from its crate's `sayfa/sina.toml`.
pub fn oku(ad: &str) -> Result<SinaPlani, Hata> {
    let yol = dersler::sayfa::klasor(&crate::kok(), ad).join("sina.toml");
    let metin = std::fs::read_to_string(&yol)
        .map_err(|e| Hata(format!("{}: okunamadı: {e}", yol.display())))?;
    toml::from_str(&metin)
        .map_err(|e| Hata(format!("{}: tarayıcı sınamasının planı okunamadı: {e}", yol.display())))
}

/// Reads every lesson's plan once, so that a missing or malformed file is an error before the
/// browser starts.
pub fn yukle() -> Result<(), Hata> {
    for d in dersler::DERSLER {
        plani_tut(d.ad(), oku(d.ad())?);
    }
    Ok(())
}

fn planlar() -> &'static Mutex<BTreeMap<String, &'static SinaPlani>> {
    static PLANLAR: OnceLock<Mutex<BTreeMap<String, &'static SinaPlani>>> = OnceLock::new();
    PLANLAR.get_or_init(Default::default)
}

fn plani_tut(ad: &str, p: SinaPlani) -> &'static SinaPlani {
    let mut planlar = planlar().lock().unwrap_or_else(|e| e.into_inner());
    planlar.entry(ad.to_string()).or_insert_with(|| Box::leak(Box::new(p)))
}

/// Lesson `d`'s plan, read once ([`yukle`] turns a bad file into an error first).
pub fn plani(d: &dyn DersKaydi) -> &'static SinaPlani {
    if let Some(p) = planlar().lock().unwrap_or_else(|e| e.into_inner()).get(d.ad()) {
        return p;
    }
    match oku(d.ad()) {
        Ok(p) => plani_tut(d.ad(), p),
        Err(e) => panic!("{e}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn her_dersin_plani_okunur() {
        for d in dersler::DERSLER {
            let p = oku(d.ad()).unwrap_or_else(|e| panic!("{e}"));
            assert!(!p.adimlar.is_empty() && !p.ekranlar.is_empty(), "{}: {p:?}", d.ad());
            assert_eq!(p.ekranlar[0].dosya(d.ad()), format!("kitap-{}.png", d.ad()));
        }
    }

    #[test]
    fn bilinmeyen_alan_hatadir() {
        let e = toml::from_str::<SinaPlani>("olcum = \"x\"\nklavy = \"7\"\n").unwrap_err();
        assert!(e.to_string().contains("klavy"), "{e}");
    }
}
