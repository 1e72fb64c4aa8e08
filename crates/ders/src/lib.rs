#![forbid(unsafe_code)]
//! The lesson contract: what every lesson crate implements once, and what the lessons share so
//! that none writes it again. This crate knows no lesson by name.
//!
//! - [`Ders`]: a lesson's model as every tool sees it: a run, its events and their account.
//!   [`Programlar`]: its two programs (flags, tables, pictures). [`Degismezler`]: what must
//!   hold for every option set.
//! - [`secenek`]: options as data (name, flag, JSON key, range, default, help), read by the
//!   command line, the help text, the docs and the web panel; [`aralik`] writes their ranges.
//! - [`bayraklar`]: a run's flags written as a command and as a URL fragment, and read back.
//! - [`k01`]: the course-wide figures of the `k01` crate as options of `hesap`, and their table.
//! - [`Kosum`]: a labelled model run; [`Izler`]: `olc --iz`'s traced runs.
//! - [`degismez`]: invariants checked over grids of option sets.
//! - [`iddia`]: the lesson's claims about a run's state ([`iddia::Iddiali`]), judged point by
//!   point along any run; [`tek_degisiklik`]: the single changes of the schedule that flip one.

pub mod aralik;
pub mod bayraklar;
pub mod degismez;
pub mod iddia;
pub mod k01;
pub mod secenek;
pub mod tek_degisiklik;

pub use cekirdek::Iz;
pub use secenek::{Degerler, Tanim};

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

/// A lesson's model, as every tool sees it: implemented once, in the lesson crate, by a unit type
/// (`Lider`). A run takes [`Ders::Secenek`], counts [`Ders::Olcum`] and tells its
/// [`Ders::Olay`]s.
pub trait Ders: Sized + Send + Sync + 'static {
    /// The package's name, as commands spell it (`lider`).
    const AD: &'static str;

    /// The options of one model run; serialized with the reference model's keys.
    type Secenek: Clone + Debug + PartialEq + Serialize + DeserializeOwned + Send + Sync;
    /// What one run counts; serialized with the reference result's keys.
    type Olcum: Clone + Debug + PartialEq + Serialize + Send + Sync;
    /// One event of a traced run.
    type Olay: Clone + Debug + Serialize;
    /// Why a run cannot be made: an option outside the model's domain.
    type Hata: std::error::Error + Send + Sync + 'static;
    /// One model run, telling each event to `iz` as it happens.
    fn izle<I: Iz<Self::Olay>>(s: &Self::Secenek, iz: &mut I) -> Result<Self::Olcum, Self::Hata>;
    /// A run's account: its heading (the options that matter to its story), then a line per
    /// round (or per job), from its events.
    fn anlat(s: &Self::Secenek, olaylar: &[Self::Olay]) -> (String, Vec<String>);

    /// One model run, without a trace.
    fn kosum(s: &Self::Secenek) -> Result<Self::Olcum, Self::Hata> {
        Self::izle(s, &mut ())
    }
    /// One model run's events, in order.
    fn olaylar(s: &Self::Secenek) -> Result<Vec<Self::Olay>, Self::Hata> {
        let mut olaylar = Vec::new();
        Self::izle(s, &mut olaylar)?;
        Ok(olaylar)
    }
}

/// A lesson's two programs, `olc` and `hesap`. They read their flags from
/// [`Programlar::SENARYO`] (both programs) and [`Programlar::VARSAYIMLAR`] (`hesap`'s K01
/// values), build the base scenario ([`Programlar::Taban`]), and print what
/// [`Programlar::Olc`] and [`Programlar::Hesap`] compute from it; `olc --iz` tells the runs of
/// [`Programlar::SUTUNLAR`] and `olc --svg` draws them ([`Programlar::zaman`]).
pub trait Programlar: Ders + iddia::Iddiali {
    /// `olc`'s help: what it shows, and what the flags change.
    const OLC_ACIKLAMASI: &'static str;
    /// `hesap`'s help.
    const HESAP_ACIKLAMASI: &'static str;
    /// What the programs' flags describe: the base scenario the columns and sweeps vary, built
    /// from the values of [`Programlar::SENARYO`].
    type Taban: Clone + Debug + for<'a> From<&'a Degerler>;
    /// The base scenario's options: flags of both programs, in help order.
    const SENARYO: &'static [&'static dyn Tanim];
    /// The K01 values `hesap` applies, in help order (see [`k01`]).
    const VARSAYIMLAR: &'static [&'static dyn Tanim];
    /// The columns of `olc`'s first table (also `olc --iz`'s runs).
    const SUTUNLAR: &'static [OlcSutunu<Self>];
    /// What `olc` computes and prints.
    type Olc: OlcSonucu<Self>;
    /// What `hesap` computes and prints.
    type Hesap: HesapSonucu<Self>;
    /// The timeline of `olc`'s traced runs (what `olc --iz` tells), as SVG.
    fn zaman(izler: &Izler<Self>) -> String;
    /// What the timeline leaves out of a large run, as its help says it (`ilk 60 tur ve ilk 20
    /// dugum cizilir`); nothing by default.
    const ZAMAN_SINIRI: &'static str = "";
    /// Every picture of the lesson on base scenario `t`: its name (`zaman.svg`; the file under
    /// `docs/img/` is the lesson's name, a dash and this) and its SVG. By default the timeline
    /// of `olc`'s runs alone.
    fn resimler(t: &Self::Taban) -> Result<Vec<(&'static str, String)>, Self::Hata> {
        Ok(vec![("zaman.svg", Self::zaman(&Izler::yeni(t)?))])
    }

    /// The timeline's cells a reader can click to change the fault schedule, where
    /// [`Programlar::zaman`] draws them.
    fn hucreler(izler: &Izler<Self>) -> Vec<Hucre>;
    /// The schedule, as `--ariza` writes it, once cell `kimlik` ([`Hucre::kimlik`]) of the
    /// timeline of base scenario `t` is clicked: that fault on if it was off, off if it was on (or
    /// the cell's next fault); or why the key names no cell.
    fn ariza_degistir(t: &Self::Taban, kimlik: &str) -> Result<String, String>;
    /// A schedule as `--ariza` writes it (`metin`), told in Turkish, one part per entry: what an
    /// exercise's scenario says of it. Without a lesson's own telling, the notation itself.
    fn ariza_anlatimi(metin: &str) -> Result<Vec<String>, String> {
        Ok(vec![format!("--ariza '{metin}'")])
    }
    /// The flag that cuts the runs at a point, so that `olc` prints them stopped there (lider's
    /// and denetci's `--tur`, akis's `--dur`): what the walk through a run steps by.
    const KESEN: &'static dyn Tanim;
    /// The value of [`Programlar::KESEN`] that stops run `s` at its point `n`, the `sira`-th
    /// (from 1): by default the round (a run told round by round), else the count of points.
    fn kesim(s: &Self::Secenek, n: iddia::Nokta, sira: u32) -> u32 {
        let _ = (s, sira);
        n.0
    }
    /// The scenario `d` describes, its runs cut at the point whose [`Programlar::kesim`] value
    /// is `deger`: the cutting flag at that value, and what must be cut with it (lider cuts a
    /// written schedule to the rounds run, as the command line refuses a round past the run).
    fn kes(d: &Degerler, deger: u32) -> Degerler {
        d.clone().ile(Self::KESEN, secenek::Deger::Tam(deger))
    }
    /// The flags a schedule written out replaces, which a click on the timeline drops
    /// (lider's `--duraklama`).
    const ARIZAYLA_DUSEN: &'static [&'static str] = &[];
    /// How many cells of the schedule a single change can edit on base scenario `t` (its runs
    /// told in `izler`): what the budget of [`tek_degisiklik::BUTCE`] counts. By default the
    /// cells of [`Programlar::degisiklikler`], each listed with its changes together; a lesson
    /// whose runs can be large counts them without making the changes.
    fn hucre_sayisi(t: &Self::Taban, izler: &Izler<Self>) -> usize {
        let mut hucreler: Vec<String> =
            Self::degisiklikler(t, izler).into_iter().map(|d| d.hucre).collect();
        hucreler.dedup();
        hucreler.len()
    }
    /// Every single change of the schedule all columns of `t` share: each cell set to each other
    /// value the notation allows there, normalised as a click on the timeline normalises it.
    fn degisiklikler(
        t: &Self::Taban,
        izler: &Izler<Self>,
    ) -> Vec<tek_degisiklik::Degisiklik<Self::Taban>>;
    /// The rows of `olc`'s first table, each declared once ([`cikti::rapor::Olcu`]: its label,
    /// what it counts, how a run's result gives it): the table prints them, and the lesson's
    /// page defines each row with them.
    const OLCULER: &'static [cikti::rapor::Olcu<Self::Olcum>];
    /// The lesson's other tables (their name, then each row or column with what it holds),
    /// for its page; none by default.
    fn tablo_tanimlari() -> Vec<(String, Vec<(String, String)>)> {
        Vec::new()
    }

    /// The runs of `olc`'s first table on base scenario `t`, each with its column's label.
    fn sutunlar(t: &Self::Taban) -> Vec<(String, Self::Secenek)> {
        Self::SUTUNLAR.iter().map(|(ad, secenek)| (ad.to_string(), secenek(t))).collect()
    }
}

/// A "predict first" exercise on `olc`, as the lesson's `sayfa/alistirmalar.toml` declares it:
/// the options (`parca`, a URL fragment as the panel writes it; no two exercises of a lesson
/// share one), the question, the figure to predict (the measure `olcu`, by its JSON key, of the
/// first table's column `sutun`) and where the run decides it: the first line of that column's
/// story (`--iz`) holding `isaret`. A "neden?" exercise (`neden`) asks instead for that line's
/// point: its round (`tur 9:`), or in a story told job by job its job (`S3:`). `aciklama` is
/// shown once the reader has answered, in the lesson's words where the lesson has them;
/// `{cevap}` and `{nokta}` in it stand for the answer and the point (the page shows the
/// deciding lines beside it: those holding `isaret` or one of `gosterilen`). The answer is never
/// written down: it is the program's; nor is the scenario: the options and faults that differ
/// from the lesson's are told from `parca` ([`Programlar::ariza_anlatimi`]). The question and
/// the explanation's own words name no option value, fault, job or round.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, serde::Deserialize)]
#[serde(deny_unknown_fields)]
#[allow(missing_docs, reason = "the type's doc names its fields")]
pub struct Alistirma {
    pub parca: String,
    pub soru: String,
    pub sutun: String,
    pub olcu: String,
    pub isaret: String,
    #[serde(default)]
    pub neden: bool,
    pub aciklama: String,
    #[serde(default)]
    pub gosterilen: Vec<String>,
}

/// A cell of the timeline a reader can click to change the fault schedule: where it is on the
/// picture (SVG units: `x`, `y`, `genislik`, `yukseklik`), what a screen reader says of it (`etiket`),
/// whether its fault is on (`acik`), its key for [`Programlar::ariza_degistir`] (`kimlik`,
/// `d1:8`), and the round it stands for where the picture counts rounds (`tur`), which an
/// exercise's deciding round highlights.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[allow(missing_docs, reason = "the type's doc names its fields")]
pub struct Hucre {
    pub x: i32,
    pub y: i32,
    pub genislik: i32,
    pub yukseklik: i32,
    pub kimlik: String,
    pub etiket: String,
    pub acik: bool,
    pub tur: Option<u32>,
}

/// What must hold for every option set of a lesson, not only its own: the invariants, their
/// grids and the findings among them, which `cargo xtask kesif` and the tests sweep.
pub trait Degismezler: Ders {
    /// The invariants, their grids and findings.
    const KESIF: Kesif<Self::Secenek, Self::Olcum>;
}

/// A column of `olc`'s first table: its label, and its run's options read off the base scenario.
pub type OlcSutunu<D> = (&'static str, fn(&<D as Programlar>::Taban) -> <D as Ders>::Secenek);

/// What `olc` shows for a base scenario.
pub trait OlcSonucu<D: Programlar>: Cikti + Sized {
    /// Runs the columns and sweeps on `taban`.
    fn hesapla(taban: &D::Taban) -> Result<Self, D::Hata>;
}

/// A rule of `hesap` narrowing what flags accept beyond their ranges: the flags it is about
/// (their JSON keys), the rule as their help states it, and the check `hesap` runs before it
/// computes (`Err`: why this option set has no meaningful answer). One declaration states the
/// rule and enforces it.
#[derive(Debug)]
pub struct HesapKurali<T: 'static> {
    /// The flags the rule is about, by JSON key (`tur`, `kk3`).
    pub bayraklar: &'static [&'static str],
    /// The rule, as each of those flags' help ends: `hesap yalnız 24 turu kabul eder`.
    pub kural: &'static str,
    /// The check, on the scenario and K01's values.
    pub denetle: fn(&T, &Degerler) -> Result<(), String>,
}

/// The help of flag `t` in program `p` of lesson `D`: its declaration's, then each rule of
/// `hesap` about it ([`HesapSonucu::KURALLAR`]).
pub fn yardim<D: Programlar>(p: Program, t: &dyn Tanim) -> String {
    let mut m = t.yardim();
    if p == Program::Hesap {
        for k in D::Hesap::KURALLAR.iter().filter(|k| k.bayraklar.contains(&t.ad())) {
            m = format!("{m}. {}", k.kural);
        }
    }
    m
}

/// What `hesap` shows for a base scenario and K01's values.
pub trait HesapSonucu<D: Programlar>: Cikti + Sized {
    /// The rules `hesap` holds the options to beyond their ranges, checked before
    /// [`HesapSonucu::hesapla`] and stated in the flags' help.
    const KURALLAR: &'static [HesapKurali<D::Taban>] = &[];
    /// Runs the model on `taban` and applies its ratios to `varsayimlar` (the values of
    /// [`Programlar::VARSAYIMLAR`]); refuses an option set for which a ratio means nothing.
    fn hesapla(taban: &D::Taban, varsayimlar: &Degerler) -> Result<Self, ProgramHatasi<D::Hata>>;
}

/// Why a program gives no answer: the model refused the options, or one of the program's own
/// rules did (a ratio with nothing to divide by, an approximation outside the rates it holds
/// for). A rule lives in the program that needs it, stated once there; the model keeps its
/// domain.
#[derive(Debug, Clone, PartialEq)]
pub enum ProgramHatasi<H> {
    /// The model refused the options.
    Model(H),
    /// A rule of the program: why this option set has no meaningful answer, in Turkish.
    Kural(String),
    /// A rule of `hesap` about the flags `bayraklar` (their JSON keys, as
    /// [`HesapKurali::bayraklar`] names them) refused the option set: why. The program names
    /// those the reader gave, with their values as typed, before the reason.
    Bayraklar(&'static [&'static str], String),
}

impl<H> From<H> for ProgramHatasi<H> {
    fn from(h: H) -> Self {
        ProgramHatasi::Model(h)
    }
}

impl<H: std::fmt::Display> std::fmt::Display for ProgramHatasi<H> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ProgramHatasi::Model(h) => h.fmt(f),
            ProgramHatasi::Kural(k) | ProgramHatasi::Bayraklar(_, k) => f.write_str(k),
        }
    }
}

impl<H: std::error::Error + 'static> std::error::Error for ProgramHatasi<H> {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            ProgramHatasi::Model(h) => Some(h),
            ProgramHatasi::Kural(_) | ProgramHatasi::Bayraklar(..) => None,
        }
    }
}

/// A lesson's invariants: what should hold for every option set, where to check it, and which
/// of them fail on the reference model itself.
pub struct Kesif<S: 'static, O: 'static> {
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

impl<S, O> Kesif<S, O> {
    /// The test grid ([`Boy::Kucuk`]) or the full grid ([`Boy::Tam`]).
    pub fn izgara(&self, boy: Boy) -> Izgara<S> {
        Izgara { boyutlar: self.boyutlar, boy }
    }
}

/// A run's account line by line, from running it traced: what a counterexample tells.
pub fn anlatim<D: Ders>(s: &D::Secenek) -> Result<Vec<String>, D::Hata> {
    Ok(D::anlat(s, &D::olaylar(s)?).1)
}

/// The options of program `p` of lesson `D`, in help order (the output flags excluded): the
/// scenario's, then `--iz` (`olc`) or the K01 values (`hesap`).
pub fn tanimlar<D: Programlar>(p: Program) -> Vec<&'static dyn Tanim> {
    let mut t = D::SENARYO.to_vec();
    match p {
        Program::Olc => t.extend([&secenek::IZ as &dyn Tanim, &secenek::KARSILASTIR]),
        Program::Hesap => t.extend(D::VARSAYIMLAR),
    }
    t
}

/// The flags a written schedule stands in for, as the scenario declares them: `--ariza` itself
/// and those it replaces ([`Programlar::ARIZAYLA_DUSEN`]). A click, a single change and a second
/// timing drop them all before they give their own schedule.
pub fn arizayla_dusenler<D: Programlar>() -> Vec<&'static dyn Tanim> {
    let dusen = |t: &&&dyn Tanim| t.ad() == "ariza" || D::ARIZAYLA_DUSEN.contains(&t.ad());
    D::SENARYO.iter().filter(dusen).copied().collect()
}

/// The K01 values `hesap` takes, each at its default (K01's own value).
pub fn varsayimlar<D: Programlar>() -> Degerler {
    Degerler::varsayilan(D::VARSAYIMLAR)
}

/// The base scenario of the lesson: every flag at its default.
pub fn dersin_tabani<D: Programlar>() -> D::Taban {
    D::Taban::from(&Degerler::varsayilan(D::SENARYO))
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
    pub fn yeni(ad: impl Into<String>, secenek: D::Secenek) -> Result<Self, D::Hata> {
        Ok(Kosum { ad: ad.into(), olcum: D::kosum(&secenek)?, secenek })
    }
}

impl<D: Programlar> Kosum<D> {
    /// The runs of `olc`'s first table on `taban` ([`Programlar::sutunlar`]).
    pub fn sutunlar(taban: &D::Taban) -> Result<Vec<Self>, D::Hata> {
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

impl<D: Programlar> Izler<D> {
    /// Traces the columns of `olc`'s first table on `taban`.
    pub fn yeni(taban: &D::Taban) -> Result<Self, D::Hata> {
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
