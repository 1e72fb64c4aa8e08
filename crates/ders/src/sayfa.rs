//! A lesson's page as the book's tools see it, declared with the lesson
//! ([`crate::Programlar::SAYFA`]): what the book's shared pages say of it (its line in the
//! reading order, its notes in the programs' appendix), and what the browser test does on it
//! (the reader's steps on the timeline and the schedule each must leave in the `--ariza` field,
//! the cell clicked again and again for the update's timing, the checks of every timing a reader
//! starts, the value typed in the keyboard session, and the screenshots readers see). The
//! generated blocks of the docs (`cargo xtask docs`) and the browser test (`crates/kitap`) read
//! them from every lesson of the list; they know no lesson.

use serde::Serialize;

/// One step of a reader on the panel's timeline or in its `--ariza` field.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(tag = "tur", rename_all = "camelCase")]
pub enum Adim {
    /// A mouse click on cell `kimlik` of the `sira`-th column that has it (0: the first).
    Tikla {
        /// The cell's key ([`crate::Hucre::kimlik`]).
        kimlik: &'static str,
        /// Which of the cells with this key.
        sira: usize,
    },
    /// Key `tus` (`Enter`, a space) pressed on cell `kimlik`, reached from the keyboard.
    Tus {
        /// The cell's key.
        kimlik: &'static str,
        /// The key, as the browser names it.
        tus: &'static str,
    },
    /// An arrow key from cell `kimlik` to cell `hedef`, then Enter there.
    Ok {
        /// The cell the focus starts on.
        kimlik: &'static str,
        /// The arrow key.
        tus: &'static str,
        /// The cell the focus must reach.
        hedef: &'static str,
    },
    /// A schedule typed into the `--ariza` field.
    Yaz {
        /// What is typed.
        deger: &'static str,
    },
}

/// A reader's step and the schedule the `--ariza` field must then show.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[allow(missing_docs, reason = "the type's doc names its fields")]
pub struct SayfaAdimi {
    pub adim: Adim,
    pub beklenen: &'static str,
}

/// A check of every timing a reader starts: the panel's options (a URL fragment) and the bounds
/// set in the form (by key).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[allow(missing_docs, reason = "the type's doc names its fields")]
pub struct HerZamanlamada {
    pub parca: &'static str,
    pub sinirlar: &'static [(&'static str, u32)],
}

/// A screenshot of the lesson's page: `docs/ekran/kitap-<lesson>[-<ek>].png` of the page with
/// fragment `parca`, at `genislik` x `yukseklik` CSS pixels.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[allow(missing_docs, reason = "the type's doc names its fields")]
pub struct Ekran {
    pub ek: &'static str,
    pub parca: &'static str,
    pub genislik: u32,
    pub yukseklik: u32,
}

impl Ekran {
    /// The file's name under `docs/ekran/` for lesson `ders`.
    pub fn dosya(&self, ders: &str) -> String {
        if self.ek.is_empty() {
            format!("kitap-{ders}.png")
        } else {
            format!("kitap-{ders}-{}.png", self.ek)
        }
    }
}

/// A lesson's page as the book's tools see it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Sayfa {
    /// What the lesson is about, after its title in the book's reading order (Markdown).
    pub ozet: &'static str,
    /// The notes of the programs' appendix before `olc`'s help and before `hesap`'s (Markdown;
    /// empty for none).
    pub basvuru: [&'static str; 2],
    /// The appendix's part on the lesson's `--ariza` notation and on editing it on the timeline
    /// (Markdown, `sayfa/ariza.md` of the lesson's crate); the lesson page links it.
    pub ariza: &'static str,
    /// The appendix's part on the lesson's story (`olc --iz`) and its timeline's legend, before
    /// the story itself (Markdown, `sayfa/iz.md`); the lesson page links it.
    pub iz: &'static str,
    /// The reader's steps, in order, from the lesson's own scenario.
    pub adimlar: &'static [SayfaAdimi],
    /// The cell clicked again and again at the lesson's scenario for the update's timing.
    pub olcum: &'static str,
    /// The checks of every timing a reader starts: the lesson's options first, then others.
    pub her_zamanlamada: &'static [HerZamanlamada],
    /// What the keyboard session types into the first field of `olc` (it must change the
    /// tables).
    pub klavye: &'static str,
    /// The screenshots.
    pub ekranlar: &'static [Ekran],
    /// A scenario above the single changes' budget (a URL fragment) whose search, asked for on
    /// the page, ends in a few seconds; `None` where no option takes a run above it.
    pub butce_ustu: Option<&'static str>,
}
