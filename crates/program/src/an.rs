//! `Dersle birlikte`: the lesson's moments ([`ders::an`]) on its own run, each with the run's
//! own account of it, which the walk generates (`crate::yuruyus`): the stop it describes, each
//! of its columns' story line there, and the figures its sentence names, at that stop and at the
//! one before. Only the lesson's own scenario (every flag at its default) has them: the lesson
//! narrates that run. `olc --iz` prints them after the stories, `olc --iz --json` carries them
//! in the walk, and the page, its no-JS list and print read them there.

use ders::an::Yer;
use ders::{Degerler, Programlar};
use serde::Serialize;

/// A moment of the lesson with the run's own account of it.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct AnAnlatimi {
    /// Where its sentence is in the lesson text.
    pub yer: Yer,
    /// That place as a reader reads it without the text ([`Yer::okunus`]).
    pub konum: String,
    /// Its stop's place in the walk (from 0).
    pub durak: usize,
    /// Its stop's value of the cutting flag, as `nokta=` and `olc --<kesen>` name it.
    pub nokta: u32,
    /// Its stop as a reader reads it (`tur 6`, `S3 fatura`).
    pub ad: String,
    /// Each column it speaks of, with its story line at the stop.
    pub sutunlar: Vec<AnSutunu>,
    /// The figures its sentence names, at the stop.
    pub rakamlar: Vec<AnRakami>,
    /// Where the program reads the sentence otherwise than the lesson words it: the entry of
    /// `docs/ayrilik.md` (`ayrilik.md#lider-devralma-turu`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ayrilik: Option<String>,
}

/// A column of a moment: its label, and its story's line at the moment's stop (none where
/// nothing is told there).
#[derive(Debug, Clone, Serialize)]
#[allow(missing_docs, reason = "the type's doc names its fields")]
pub struct AnSutunu {
    pub sutun: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub satir: Option<String>,
}

/// A figure a moment names: the first table's row (`olcu`, its label) in a column, at the stop
/// (`deger`) and at the stop before (`onceki`; none at the first), and as the story writes it
/// (`okunus`: the label as the table prints it, in a code span, the figure, and the one before
/// where it changed).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[allow(missing_docs, reason = "the type's doc names its fields")]
pub struct AnRakami {
    pub olcu: &'static str,
    pub sutun: String,
    pub deger: u32,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub onceki: Option<u32>,
    pub okunus: String,
}

/// Whether the scenario `d` describes is the lesson's own: every flag at its default.
pub fn dersin_senaryosu<D: Programlar>(d: &Degerler) -> bool {
    d.ciftler(D::SENARYO).is_empty()
}

/// The lines `olc --iz` prints for the moments, after the stories: a heading, then for each
/// moment its stop and place in the lesson text, each column's line and figures there.
pub fn satirlar(anlar: &[AnAnlatimi]) -> Vec<String> {
    if anlar.is_empty() {
        return Vec::new();
    }
    let mut s = vec!["Dersle birlikte: ders metninin anlattığı anlar, koşumdaki yerleriyle".into()];
    for a in anlar {
        let ayrilik = match &a.ayrilik {
            Some(y) => format!(" (program bu cümleyi dersten ayrı okur: `docs/{y}`)"),
            None => String::new(),
        };
        s.push(format!("  {} — {}{ayrilik}", a.ad, a.konum));
        for c in &a.sutunlar {
            let rakamlar: Vec<&str> = a
                .rakamlar
                .iter()
                .filter(|r| r.sutun == c.sutun)
                .map(|r| r.okunus.as_str())
                .collect();
            let satir = c.satir.as_deref().unwrap_or("hikâyede bu noktanın satırı yok");
            s.push(format!("    {}: {satir}", c.sutun));
            if !rakamlar.is_empty() {
                s.push(format!("    {}: {}", c.sutun, rakamlar.join(", ")));
            }
        }
    }
    s
}
