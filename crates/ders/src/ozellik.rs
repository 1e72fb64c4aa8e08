//! A lesson's claims about the state of a run ([`Ozellik`]): stated once in the lesson's crate
//! over its own options and state ([`Ozellikli`]), judged along any run the programs make (the
//! lesson's timing, a written `--ariza` schedule, a counterexample's replay) point by point
//! ([`hukumler`]), and checked by `crates/arama` under every timing. Whether a column's options
//! make a claim is the lesson's ([`Ozellik::iddia_edilir`]); whether a checker's bounds let it be
//! decided is the checker's (`arama::Model::karar_verilir`).

use crate::Ders;
use serde::Serialize;

pub use cekirdek::adim::{Gorunum, Kesit};

/// Whether a claim speaks of every state of a run or of some (a claim is written
/// `Ozellik { ad, anlam, tur, iddia_edilir, kosul }`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub enum Tur {
    /// In every state (a safety claim; a counterexample breaks it).
    HerZaman,
    /// In some state (a witness that a behaviour happens; the example shows it).
    Bazen,
}

impl Tur {
    /// As reports write it: `her zaman`, `bazen`.
    pub fn ad(self) -> &'static str {
        match self {
            Tur::HerZaman => "her zaman",
            Tur::Bazen => "bazen",
        }
    }
}

/// One named condition: a lesson's claim over its options `S` and what it looks at `G` (its own
/// state and bookkeeping), or a checker's witness over a configuration and its state.
pub struct Ozellik<S: 'static, G: 'static> {
    /// Its name, Turkish in ASCII (`citlemeyle_tek_kabul`).
    pub ad: &'static str,
    /// What it says, in one line.
    pub anlam: &'static str,
    /// Every state, or some.
    pub tur: Tur,
    /// Whether these options make the claim (the fencing claims need fencing on). A claim the
    /// options do not make is still judged on a run: it shows what they would have guaranteed.
    pub iddia_edilir: fn(&S) -> bool,
    /// Whether a state satisfies it.
    pub kosul: fn(&S, &G) -> bool,
}

/// A point of a run, in the run's order: a round (`(9, 0)`), or in a run told job by job a
/// job and the place of its step in the job (`(2, 3)`: the third job's fourth step).
pub type Nokta = (u32, u32);

/// A lesson's claims: stated over its options and what they look at, they are the lesson's own
/// and compile with its programs (the lesson's `src/ozellik.rs`); the checker explores them
/// under every timing, the programs judge them along a run.
pub trait Ozellikli: Ders {
    /// The claims, in the order they are checked.
    const OZELLIKLER: &'static [Ozellik<Self::Secenek, Gorunum<Self>>];
    /// Walks run `s` exactly as [`Ders::izle`] runs it ([`yuru`]); a lesson whose runs end
    /// with a point of their own adds it here.
    fn yuru(
        s: &Self::Secenek,
        gor: &mut dyn FnMut(Nokta, &Gorunum<Self>) -> bool,
    ) -> Result<(), crate::Hata> {
        yuru::<Self>(s, gor)
    }
    /// A point as a reader reads it: `tur 9`, `S3 fatura`, `S3 tarife telafisi`. By default a
    /// run told round by round: its points are its rounds, `tur 9`.
    fn nokta_adi(s: &Self::Secenek, n: Nokta) -> String {
        let _ = s;
        format!("tur {}", n.0)
    }
    /// The line of a run's story (`satirlar`, as [`Ders::anlat`] tells it) that tells point `n`.
    /// By default a line per round, from round 1.
    fn satiri(n: Nokta, satirlar: &[String]) -> Option<usize> {
        let i = n.0.checked_sub(1)? as usize;
        (i < satirlar.len()).then_some(i)
    }
    /// Where the timeline shows point `n` of run `s`: the round its cells stand for
    /// ([`crate::Hucre::tur`]), or the key of its cell ([`crate::Hucre::kimlik`]). By default
    /// the round's cells.
    fn cizelgede(s: &Self::Secenek, n: Nokta) -> Cizelgede {
        let _ = s;
        Cizelgede::Tur(n.0)
    }
    /// The timeline's cells (their [`crate::Hucre::kimlik`]) of the events that decide claim
    /// `ozellik` at its first point `n` on run `s` (its events `olaylar`): what the page frames
    /// for the claim. None by default: the page frames the point's cells
    /// ([`Ozellikli::cizelgede`]), right where a point's cells are its events'.
    fn karar_hucreleri(
        s: &Self::Secenek,
        ozellik: &'static str,
        n: Nokta,
        olaylar: &[Self::Olay],
    ) -> Vec<String> {
        let _ = (s, ozellik, n, olaylar);
        Vec::new()
    }
}

/// Where the timeline shows a point of a run ([`Ozellikli::cizelgede`]).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub enum Cizelgede {
    /// The cells of this round (their [`crate::Hucre::tur`]).
    #[serde(rename = "tur")]
    Tur(u32),
    /// The cell with this key.
    #[serde(rename = "hucre")]
    Hucre(String),
    /// Nowhere: the timeline does not draw it.
    #[serde(rename = "yok")]
    Yok,
}

/// Walks run `s` of `D` exactly as [`Ders::izle`] runs it, its step driven by
/// [`cekirdek::adim::surdur`], and after each step gives `gor` its point and what the claims look
/// at; stops early once `gor` says `false`. A point is the step's
/// ([`cekirdek::adim::Adimli::nokta`]) and its place among that point's steps, from 0.
pub fn yuru<D: Ders>(
    s: &D::Secenek,
    gor: &mut dyn FnMut(Nokta, &Gorunum<D>) -> bool,
) -> Result<(), crate::Hata> {
    let (mut onceki, mut k) = (None, 0);
    let mut adimda = |n, g: &Gorunum<D>| {
        k = if onceki == Some(n) { k + 1 } else { 0 };
        onceki = Some(n);
        gor((n, k), g)
    };
    cekirdek::adim::surdur::<D>(s, &mut (), &mut adimda).map(drop)
}

/// Where each claim of `D` is decided along run `s`, in [`Ozellikli::OZELLIKLER`]' order: the
/// first point where a claim of every state breaks, or where one of some state shows; `None`
/// where it never does.
pub fn hukumler<D: Ozellikli>(s: &D::Secenek) -> Result<Vec<Option<Nokta>>, crate::Hata> {
    let mut ilk = vec![None; D::OZELLIKLER.len()];
    let mut kalan = ilk.len();
    D::yuru(s, &mut |n, g| {
        for (o, yer) in D::OZELLIKLER.iter().zip(ilk.iter_mut()) {
            if yer.is_none() && (o.kosul)(s, g) == (o.tur == Tur::Bazen) {
                *yer = Some(n);
                kalan -= 1;
            }
        }
        kalan > 0
    })?;
    Ok(ilk)
}

/// How many points run `s` has.
pub fn nokta_sayisi<D: Ozellikli>(s: &D::Secenek) -> Result<usize, crate::Hata> {
    let mut n = 0;
    D::yuru(s, &mut |_, _| {
        n += 1;
        true
    })?;
    Ok(n)
}

/// A claim's verdict over a whole run.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub enum Yargi {
    /// A claim of every state held in every one.
    Tutar,
    /// A claim of every state broke.
    Bozuldu,
    /// A claim of some state showed.
    Goruldu,
    /// A claim of some state never showed.
    Gorulmedi,
}

impl Yargi {
    /// The verdict of a claim of kind `tur` decided (`karar`: broke, or showed) or not.
    pub fn yeni(tur: Tur, karar: bool) -> Yargi {
        match (tur, karar) {
            (Tur::HerZaman, false) => Yargi::Tutar,
            (Tur::HerZaman, true) => Yargi::Bozuldu,
            (Tur::Bazen, true) => Yargi::Goruldu,
            (Tur::Bazen, false) => Yargi::Gorulmedi,
        }
    }

    /// As the story writes it: `tutuyor`, `bozuldu`, `görüldü`, `görülmedi`.
    pub fn ad(self) -> &'static str {
        match self {
            Yargi::Tutar => "tutuyor",
            Yargi::Bozuldu => "bozuldu",
            Yargi::Goruldu => "görüldü",
            Yargi::Gorulmedi => "görülmedi",
        }
    }

    /// As a reader reads it in a column that makes the claim (`iddia_edilir`) or not: a claim
    /// a column does not make is never said to break there, only not to hold (`tutmadı`).
    pub fn okunus(self, iddia_edilir: bool) -> &'static str {
        match self {
            Yargi::Bozuldu if !iddia_edilir => "tutmadı",
            d => d.ad(),
        }
    }

    /// What a single change would do to it, as the panel and the story say it: `bu tek
    /// değişiklikle tutardı` for a broken claim, `bozulurdu` for one that held.
    pub fn tersi(self) -> &'static str {
        match self {
            Yargi::Bozuldu => "bu tek değişiklikle tutardı",
            Yargi::Tutar => "bu tek değişiklikle bozulurdu",
            Yargi::Goruldu => "bu tek değişiklikle görülmezdi",
            Yargi::Gorulmedi => "bu tek değişiklikle görülürdü",
        }
    }
}

/// The label of a claim a column's options do not make (judged all the same).
pub const IDDIA_EDILMEZ: &str = "bu sütunda iddia edilmez";

/// How the story marks a claim's line: the lines it adds begin with it, so that a reader (and
/// an exercise looking for a line of the story) tells them from the run's own.
pub const ISARET: &str = "»";
