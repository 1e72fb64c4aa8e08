//! The lesson's own account of its first table's runs, pinned to the run: a moment ([`An`]) is
//! a sentence of the lesson text that tells what a run does at a round, to a job or to a
//! message, or what a column's figure is and why. The lesson's sentences stay in the lesson
//! text: a moment holds only where its sentence is ([`Yer`]: the section heading, the
//! sentence's place there, and a clause of a long sentence), the columns it speaks of, the stop
//! of the walk it describes and the first table's rows it names. The run's own account of the
//! moment (the columns' story lines and those figures at the stop) is generated from the run
//! (`program::an`); each lesson's `tests/anlar.rs` asserts the program's reading of each
//! sentence at its stop, and `crates/metin` finds the sentence itself in the lesson text.

use serde::Serialize;

/// Where a sentence is in the lesson text: the heading of its section, its place among the
/// section's sentences (from 1; code and printed outputs are not prose and have none), and,
/// for a long sentence pinned clause by clause, the clause (from 1, split at `;` and `:`; 0
/// for the whole sentence). A word it holds (`kelime`) anchors it: the locator is checked to
/// name a sentence holding that word, so that an edit of the text that moves the sentence is
/// caught.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[allow(missing_docs, reason = "the type's doc names its fields")]
pub struct Yer {
    pub bolum: &'static str,
    pub cumle: u32,
    pub kisim: u32,
    pub kelime: &'static str,
}

impl Yer {
    /// The sentence `cumle` of section `bolum` (its clause `kisim`, 0 for the whole), holding
    /// `kelime`.
    pub const fn yeni(bolum: &'static str, cumle: u32, kisim: u32, kelime: &'static str) -> Yer {
        Yer { bolum, cumle, kisim, kelime }
    }

    /// As a reader reads it without the lesson text beside the book:
    /// `Ders metni, «Sayıların Okunması», 3. cümle` (`…, 3. cümlenin 2. kısmı`).
    pub fn okunus(&self) -> String {
        let kisim = match self.kisim {
            0 => String::new(),
            k => format!("nin {k}. kısmı"),
        };
        format!("Ders metni, «{}», {}. cümle{kisim}", self.bolum, self.cumle)
    }
}

/// A moment of the lesson: the sentence (`yer`) that tells a stop of the walk through the first
/// table's runs (`durak`: the cutting flag's value, as `olc --<kesen> <durak>` cuts them), the
/// columns it speaks of (`sutunlar`, by label), the first table's rows it names (`olculer`, by
/// JSON key), and where the program reads the sentence otherwise than the lesson words it
/// (`ayrilik`: the id of that entry in `docs/ayrilik.md`). A lesson lists them in its crate, in
/// the run's order ([`crate::Tablolar::ANLAR`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[allow(missing_docs, reason = "the type's doc names its fields")]
pub struct An {
    pub yer: Yer,
    pub durak: u32,
    pub sutunlar: &'static [&'static str],
    pub olculer: &'static [&'static str],
    pub ayrilik: Option<&'static str>,
}

/// The page that records where the program reads a sentence otherwise than the lesson words it;
/// a moment's [`An::ayrilik`] is the id of its entry there.
pub const AYRILIK: &str = "ayrilik.md";
