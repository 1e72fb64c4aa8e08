#![forbid(unsafe_code)]
//! The lesson contract: what every lesson crate implements once, and what the lessons share so
//! that none writes it again. This crate knows no lesson by name.
//!
//! - [`Ders`]: a lesson's model as every tool sees it: a run, its events and their account.
//!   [`Programlar`]: its two programs, in parts ([`programlar`]: the scenario, the tables,
//!   the pictures, and the scenario as the page, the walk and the single changes read it).
//!   [`Degismezler`]: what must hold for every option set.
//! - [`secenek`]: options as data (name, flag, JSON key, range, default, help), read by the
//!   command line, the help text, the docs and the web panel; [`aralik`] writes their ranges.
//!   [`Degerler`] ([`degerler`]): the values a program's options hold.
//! - [`bayraklar`]: a run's flags written as a command and as a URL fragment, and read back.
//! - [`k01`]: the course-wide figures of the `k01` crate as options of `hesap`, and their table.
//! - [`Kosum`]: a labelled model run; [`Izler`]: `olc --iz`'s traced runs.
//! - [`an`]: the moments of the lesson text pinned to its own run, by where their sentences are.
//! - [`degismez`]: invariants checked over grids of option sets.
//! - [`ozellik`]: the lesson's claims about a run's state ([`ozellik::Ozellikli`]), judged point by
//!   point along any run; [`tek_degisiklik`]: the single changes of the schedule that flip one.

pub mod an;
pub mod aralik;
pub mod bayraklar;
pub mod degerler;
pub mod degismez;
pub mod k01;
pub mod ozellik;
pub mod programlar;
pub mod secenek;
pub mod tek_degisiklik;

pub use cekirdek::Iz;
/// Why a lesson cannot run options: an option outside its model's domain, or a written schedule
/// (`--ariza`) it refuses.
pub use cekirdek::SecenekHatasi as Hata;
pub use cekirdek::adim::Adimli;
pub use degerler::Degerler;
pub use programlar::{
    Alistirma, Cizelge, Degisim, Duraklar, HesapKurali, HesapSonucu, Hucre, OlcSonucu, OlcSutunu,
    ProgramHatasi, Programlar, Resimler, Senaryo, Tablolar, TekDegisiklikler, arizayla_dusenler,
    dersin_tabani, tanimlar, varsayim_tanimlari, varsayimlar, yardim,
};
pub use secenek::Tanim;

use cikti::{Cikti, Rapor};

use degismez::{Boy, Boyut, Degismez, Izgara};
use serde::Serialize;
use serde::de::DeserializeOwned;
use std::fmt::Debug;

/// The two programs every lesson has.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Program {
    /// The lesson's measurements.
    Olc,
    /// The model's ratios applied to K01's volumes.
    Hesap,
}

impl Program {
    /// Both, in the order the lessons present them.
    pub const HEPSI: [Program; 2] = [Program::Olc, Program::Hesap];

    /// The program's name (`olc`, `hesap`), as `cargo run --bin` takes it.
    pub fn ad(self) -> &'static str {
        match self {
            Program::Olc => "olc",
            Program::Hesap => "hesap",
        }
    }
}

/// A lesson's model, as every tool sees it: implemented once, in the lesson crate, by the unit
/// type (`Lider`) whose step ([`cekirdek::adim::Adimli`]) every run drives. A run takes
/// options (`Secenek`, serialized with the reference model's keys), counts its totals (`Olcum`,
/// with the reference result's keys) and tells its events (`Olay`); [`Hata`] is why options
/// cannot run. Its state, bookkeeping and faults are what a checker hashes and compares.
pub trait Ders:
    Adimli<
        Secenek: Clone + Debug + PartialEq + Serialize + DeserializeOwned + Send + Sync,
        Olcum: Clone + Debug + PartialEq + Serialize + Send + Sync,
        Olay: Clone + Debug + Serialize,
        Durum: Debug + std::hash::Hash + Eq + Send + Sync,
        Defter: Debug + std::hash::Hash + Eq + Send + Sync,
        Ariza: Debug + PartialEq + Send + Sync,
    > + Sized
    + Send
    + Sync
    + 'static
{
    /// The package's name, as commands spell it (`lider`).
    const AD: &'static str;
    /// One model run, telling each event to `iz` as it happens.
    fn izle<I: Iz<Self::Olay>>(s: &Self::Secenek, iz: &mut I) -> Result<Self::Olcum, crate::Hata> {
        cekirdek::adim::izle::<Self>(s, iz)
    }
    /// A run's account: its heading (the options that matter to its story), then a line per
    /// round (or per job), from its events.
    fn anlat(s: &Self::Secenek, olaylar: &[Self::Olay]) -> (String, Vec<String>);

    /// One model run, without a trace.
    fn kosum(s: &Self::Secenek) -> Result<Self::Olcum, crate::Hata> {
        Self::izle(s, &mut ())
    }
    /// One model run's events, in order.
    fn olaylar(s: &Self::Secenek) -> Result<Vec<Self::Olay>, crate::Hata> {
        let mut olaylar = Vec::new();
        Self::izle(s, &mut olaylar)?;
        Ok(olaylar)
    }
}

/// What must hold for every option set of a lesson, not only its own: the invariants, their
/// grids and the findings among them, which `cargo xtask kesif` and the tests sweep.
pub trait Degismezler: Ders {
    /// The invariants, their grids and findings.
    const PLAN: DegismezPlani<Self::Secenek, Self::Olcum>;
}

/// A lesson's invariants: what should hold for every option set, where to check it, and which
/// of them fail on the reference model itself.
pub struct DegismezPlani<S: 'static, O: 'static> {
    /// The invariants.
    pub degismezler: &'static [Degismez<S, O>],
    /// The invariants that fail on the reference model itself: findings, explained in
    /// docs/bulgular.md and pinned by the lesson's tests.
    pub bulgular: &'static [&'static str],
    /// The grids' dimensions, each with its bounds and the option it sets.
    pub boyutlar: &'static [Boyut<S>],
    /// The options a grid point starts from, before its dimensions set theirs.
    pub taban: fn() -> S,
}

impl<S, O> DegismezPlani<S, O> {
    /// The test grid ([`Boy::Kucuk`]) or the full grid ([`Boy::Tam`]).
    pub fn izgara(&self, boy: Boy) -> Izgara<S> {
        Izgara { boyutlar: self.boyutlar, boy }
    }
}

/// A run's account line by line, from running it traced: what a counterexample tells.
pub fn anlatim<D: Ders>(s: &D::Secenek) -> Result<Vec<String>, crate::Hata> {
    Ok(D::anlat(s, &D::olaylar(s)?).1)
}

/// One model run a program shows: its label, its options, its result.
#[derive(Serialize)]
#[serde(bound = "")]
pub struct Kosum<D: Ders> {
    /// The column's or row's label.
    pub ad: String,
    /// The options of this run.
    pub secenek: D::Secenek,
    /// What it counted.
    pub olcum: D::Olcum,
}

impl<D: Ders> Kosum<D> {
    /// Runs the model on `secenek` and keeps label, options and result.
    pub fn yeni(ad: impl Into<String>, secenek: D::Secenek) -> Result<Self, crate::Hata> {
        Ok(Kosum { ad: ad.into(), olcum: D::kosum(&secenek)?, secenek })
    }
}

impl<D: Tablolar> Kosum<D> {
    /// The runs of `olc`'s first table on `taban` ([`Tablolar::sutunlar`]).
    pub fn sutunlar(taban: &D::Taban) -> Result<Vec<Self>, crate::Hata> {
        D::sutunlar(taban).into_iter().map(|(ad, s)| Kosum::yeni(ad, s)).collect()
    }
}

impl<D: Ders> Clone for Kosum<D> {
    fn clone(&self) -> Self {
        Kosum { ad: self.ad.clone(), secenek: self.secenek.clone(), olcum: self.olcum.clone() }
    }
}

impl<D: Ders> PartialEq for Kosum<D> {
    fn eq(&self, o: &Self) -> bool {
        (&self.ad, &self.secenek, &self.olcum) == (&o.ad, &o.secenek, &o.olcum)
    }
}

impl<D: Ders> std::fmt::Debug for Kosum<D> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Kosum")
            .field("ad", &self.ad)
            .field("secenek", &self.secenek)
            .field("olcum", &self.olcum)
            .finish()
    }
}

/// One column's run, event by event.
#[derive(Serialize)]
#[serde(bound = "")]
pub struct SutunIzi<D: Ders> {
    /// The column's label.
    pub ad: String,
    /// The options of its run.
    pub secenek: D::Secenek,
    /// What happened, in order.
    pub olaylar: Vec<D::Olay>,
}

/// What `olc --iz` shows: the runs behind `olc`'s first table, a block of lines per column.
#[derive(Serialize)]
#[serde(bound = "")]
pub struct Izler<D: Ders> {
    /// One trace per column.
    pub sutunlar: Vec<SutunIzi<D>>,
}

impl<D: Tablolar> Izler<D> {
    /// Traces the columns of `olc`'s first table on `taban`.
    pub fn yeni(taban: &D::Taban) -> Result<Self, crate::Hata> {
        let mut sutunlar = Vec::new();
        for (ad, secenek) in D::sutunlar(taban) {
            let olaylar = D::olaylar(&secenek)?;
            sutunlar.push(SutunIzi { ad, secenek, olaylar });
        }
        Ok(Izler { sutunlar })
    }
}

impl<D: Ders> Cikti for Izler<D> {
    fn rapor(&self) -> Rapor {
        let mut r = Rapor::default();
        for (i, sutun) in self.sutunlar.iter().enumerate() {
            if i > 0 {
                r.bos();
            }
            let (baslik, satirlar) = D::anlat(&sutun.secenek, &sutun.olaylar);
            r.satir(format!("{}: {baslik}", sutun.ad));
            for satir in satirlar {
                r.satir(format!("  {satir}"));
            }
        }
        r
    }
}

/// A run told as a counterexample is: its options (JSON), why it breaks the invariant, then its
/// account line by line.
pub fn karsi_ornek_metni<D: Ders>(s: &D::Secenek, neden: &str) -> String {
    let mut metin = format!(
        "en küçük karşı örnek: {}\nneden: {neden}\n",
        serde_json::to_string(s).unwrap_or_default()
    );
    match anlatim::<D>(s) {
        Ok(satirlar) => {
            for satir in satirlar {
                metin += &format!("  {satir}\n");
            }
        }
        Err(e) => metin += &format!("  (anlatılamadı: {e})\n"),
    }
    metin
}
