//! A lesson's two programs, `olc` and `hesap`, as the parts a lesson implements, each in the
//! file that holds its code: the scenario the flags describe ([`Senaryo`], the lesson's
//! `sozlesme.rs`), the tables ([`Tablolar`], `rapor.rs`), the pictures ([`Resimler`],
//! `resim.rs`), and the scenario as its other readers take it: the page's timeline, the walk
//! through a run and the single changes ([`Cizelge`], [`Duraklar`], [`TekDegisiklikler`], the
//! lesson's `cizelge.rs`). A tool asks for them all as [`Programlar`]. Here too: what `olc`
//! and `hesap` compute ([`OlcSonucu`], [`HesapSonucu`]), the exercises and the
//! timeline's cells the panel shows, and the programs' options read off the parts.

use crate::degerler::Degerler;
use crate::ozellik::{self, Ozellikli};
use crate::secenek::{self, Tanim};
use crate::{Ders, Izler, Program, tek_degisiklik};
use cikti::Cikti;
use serde::Serialize;
use std::fmt::Debug;

/// Everything of a lesson the programs read: the scenario its flags describe ([`Senaryo`]), the
/// tables ([`Tablolar`]) and pictures ([`Resimler`]), and the scenario as each of its other
/// readers takes it: the page's timeline and exercises ([`Cizelge`]), the walk through a run
/// ([`Duraklar`]) and the single changes ([`TekDegisiklikler`]). A lesson implements the parts;
/// this follows.
pub trait Programlar: Resimler + Cizelge + Duraklar + TekDegisiklikler {}

impl<D: Resimler + Cizelge + Duraklar + TekDegisiklikler> Programlar for D {}

/// The scenario the programs' flags describe, as the command line reads it. `olc` and `hesap`
/// read their flags from [`Senaryo::SENARYO`] (both) and [`HesapSonucu::VARSAYIMLAR`]
/// (`hesap`'s K01 values) and build the base scenario ([`Senaryo::Taban`]).
pub trait Senaryo: Ders + Ozellikli {
    /// `olc`'s help: what it shows, and what the flags change.
    const OLC_ACIKLAMASI: &'static str;
    /// `hesap`'s help.
    const HESAP_ACIKLAMASI: &'static str;
    /// What the programs' flags describe: the base scenario the columns and sweeps vary, built
    /// from the values of [`Senaryo::SENARYO`].
    type Taban: Clone + Debug + for<'a> From<&'a Degerler>;
    /// The base scenario's options: flags of both programs, in help order.
    const SENARYO: &'static [&'static dyn Tanim];
    /// The flags a schedule written out replaces, which a click on the timeline drops
    /// (lider's `--duraklama`).
    const ARIZAYLA_DUSEN: &'static [&'static str] = &[];
    /// Base scenario `t`'s written schedule with the flags of [`Senaryo::ARIZAYLA_DUSEN`]
    /// written into it (lider: the pause's rounds added), within the run, as `--ariza` writes
    /// it: what a refusal of both together suggests instead. None by default.
    fn arizayla_birlesik(t: &Self::Taban) -> Option<String> {
        let _ = t;
        None
    }
}

/// The scenario's schedule of faults as the lesson's page shows it: a click on the timeline
/// edits it a cell at a time, an exercise tells it in words.
pub trait Cizelge: Senaryo {
    /// The schedule, as `--ariza` writes it, once cell `kimlik` ([`Hucre::kimlik`]) of the
    /// timeline of base scenario `t` is clicked: that fault on if it was off, off if it was on (or
    /// the cell's next fault); or why the key names no cell.
    fn ariza_degistir(t: &Self::Taban, kimlik: &str) -> Result<String, String>;
    /// A schedule as `--ariza` writes it (`metin`), told in Turkish, one part per entry: what an
    /// exercise's scenario says of it. Without a lesson's own telling, the notation itself.
    fn ariza_anlatimi(metin: &str) -> Result<Vec<String>, String> {
        Ok(vec![format!("--ariza '{metin}'")])
    }
    /// The schedule base scenario `t` runs, as `--ariza` writes it, where the flags of
    /// [`Senaryo::ARIZAYLA_DUSEN`] shape the lesson's (lider: the pause's rounds); what an
    /// exercise's scenario tells when one of them changes. None by default.
    fn arizalar(t: &Self::Taban) -> Option<String> {
        let _ = t;
        None
    }
}

/// The scenario as the walk through a run reads it: where it stops and how it cuts the runs
/// there.
pub trait Duraklar: Senaryo {
    /// The kinds of event the lesson's story tells that a student would call a change, by the
    /// words it tells them with: where the walk's `Sonraki değişiklik` stops (with a claim's
    /// verdict changing and a moment of the lesson). None by default.
    const DEGISIMLER: &'static [Degisim] = &[];
    /// The flag that cuts the runs at a point, so that `olc` prints them stopped there (lider's
    /// and denetci's `--tur`, akis's `--dur`): what the walk through a run steps by.
    const KESEN: &'static dyn Tanim;
    /// The value of [`Duraklar::KESEN`] that stops run `s` at its point `n`, the `sira`-th
    /// (from 1): by default the round (a run told round by round), else the count of points.
    fn kesim(s: &Self::Secenek, n: ozellik::Nokta, sira: u32) -> u32 {
        let _ = (s, sira);
        n.0
    }
    /// The scenario `d` describes, its runs cut at the point whose [`Duraklar::kesim`] value
    /// is `deger`: the cutting flag at that value, and what must be cut with it (lider cuts a
    /// written schedule to the rounds run, as the command line refuses a round past the run).
    fn kes(d: &Degerler, deger: u32) -> Degerler {
        d.clone().ile(Self::KESEN, secenek::Deger::Tam(deger))
    }
}

/// The scenario's schedule as the single changes read it ([`tek_degisiklik`]): every cell a
/// change can edit.
pub trait TekDegisiklikler: Senaryo {
    /// How many cells of the schedule a single change can edit on base scenario `t` (its runs
    /// told in `izler`): what the budget of [`tek_degisiklik::BUTCE`] counts. By default the
    /// cells of [`TekDegisiklikler::degisiklikler`], each listed with its changes together; a
    /// lesson whose runs can be large counts them without making the changes.
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
}

/// What the programs compute and print: `olc`'s first table, its columns
/// ([`Tablolar::SUTUNLAR`], also the runs `olc --iz` tells) and rows ([`Tablolar::OLCULER`]),
/// and the results of `olc` and `hesap` ([`Tablolar::Olc`], [`Tablolar::Hesap`]).
pub trait Tablolar: Senaryo {
    /// The columns of `olc`'s first table (also `olc --iz`'s runs).
    const SUTUNLAR: &'static [OlcSutunu<Self>];
    /// The rows of `olc`'s first table, each declared once ([`cikti::rapor::Olcu`]: its label,
    /// what it counts, how a run's result gives it): the table prints them, and the lesson's
    /// page defines each row with them.
    const OLCULER: &'static [cikti::rapor::Olcu<Self::Olcum>];
    /// What `olc` computes and prints.
    type Olc: OlcSonucu<Self>;
    /// What `hesap` computes and prints.
    type Hesap: HesapSonucu<Self>;
    /// The lesson's other tables (their name, then each row or column with what it holds),
    /// for its page; none by default.
    fn tablo_tanimlari() -> Vec<(String, Vec<(String, String)>)> {
        Vec::new()
    }
    /// The lesson's own account of the first table's runs on its own scenario: the moments its
    /// text narrates, in the run's order ([`crate::an`]); none by default.
    const ANLAR: &'static [crate::an::An] = &[];
    /// What a column's run comes to, as the lesson counts it: rows of the first table (by JSON
    /// key), each with how a column's summary says a figure other than 0 of it (`{} parti
    /// kaçtı`). A column's summary leads with them, before its claims; none by default.
    const BILANCO: &'static [(&'static str, &'static str)] = &[];

    /// The runs of `olc`'s first table on base scenario `t`, each with its column's label.
    fn sutunlar(t: &Self::Taban) -> Vec<(String, Self::Secenek)> {
        Self::SUTUNLAR.iter().map(|(ad, secenek)| (ad.to_string(), secenek(t))).collect()
    }
}

/// The lesson's pictures: the timeline of `olc`'s runs ([`Resimler::zaman`]: `olc --svg`, the
/// panel's chart, whose cells a reader clicks, [`Resimler::hucreler`]) and the page's others.
pub trait Resimler: Tablolar {
    /// The timeline of `olc`'s traced runs (what `olc --iz` tells), as SVG.
    fn zaman(izler: &Izler<Self>) -> String;
    /// What the timeline leaves out of a large run, as its help says it (`ilk 60 tur ve ilk 20
    /// dugum cizilir`); nothing by default.
    const ZAMAN_SINIRI: &'static str = "";
    /// What the lesson calls its timeline, as the panel names it: a chart of rounds (`zaman
    /// çizelgesi`, the default) or a sequence diagram of messages (`sıra diyagramı`).
    const ZAMAN_ADI: &'static str = "zaman çizelgesi";
    /// The timeline's cells a reader can click to change the fault schedule, where
    /// [`Resimler::zaman`] draws them.
    fn hucreler(izler: &Izler<Self>) -> Vec<Hucre>;
    /// The timeline and its cells laid out for a phone's width, where [`Resimler::zaman`] is
    /// too wide to show every column's title there; none by default (the wide one serves).
    fn dar_zaman(_izler: &Izler<Self>) -> Option<(String, Vec<Hucre>)> {
        None
    }
    /// Every picture of the lesson on base scenario `t`: its name (`zaman.svg`; the file under
    /// `docs/img/` is the lesson's name, a dash and this) and its SVG. By default the timeline
    /// of `olc`'s runs alone.
    fn resimler(t: &Self::Taban) -> Result<Vec<(&'static str, String)>, crate::Hata> {
        Ok(vec![("zaman.svg", Self::zaman(&Izler::yeni(t)?))])
    }
}

/// A kind of event a lesson's story tells that a student would call a change
/// ([`Duraklar::DEGISIMLER`]): its name (`devralma`), the words the story tells it with
/// (`devraldı`), and whether it is a state that lasts (`surer`: a node unreachable, two
/// leaders), which changes where it starts or ends, not in the rounds it lasts; any other kind
/// changes wherever the story tells it anew.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[allow(missing_docs, reason = "the type's doc names its fields")]
pub struct Degisim {
    pub ad: &'static str,
    pub isaret: &'static str,
    pub surer: bool,
}

impl Degisim {
    /// Whether a column's story line at a stop (`simdi`) tells a change of one of `turler` since
    /// its line at the stop before (`onceki`): a lasting state that starts or ends, or another
    /// kind in what the line tells anew (after what the two lines share: a story told job by
    /// job grows its job's line point by point).
    pub fn var_mi(turler: &[Degisim], onceki: Option<&str>, simdi: Option<&str>) -> bool {
        let (Some(simdi), onceki) = (simdi, onceki.unwrap_or_default()) else {
            return false;
        };
        let ortak = simdi
            .char_indices()
            .zip(onceki.chars())
            .find(|((_, a), b)| a != b)
            .map_or(simdi.len().min(onceki.len()), |((i, _), _)| i);
        let yeni = &simdi[ortak..];
        turler.iter().any(|t| match t.surer {
            true => simdi.contains(t.isaret) != onceki.contains(t.isaret),
            false => yeni.contains(t.isaret),
        })
    }
}

/// A column of `olc`'s first table: its label, and its run's options read off the base scenario.
pub type OlcSutunu<D> = (&'static str, fn(&<D as Senaryo>::Taban) -> <D as crate::Adimli>::Secenek);

/// What `olc` shows for a base scenario.
pub trait OlcSonucu<D: Tablolar>: Cikti + Sized {
    /// Runs the columns and sweeps on `taban`.
    fn hesapla(taban: &D::Taban) -> Result<Self, crate::Hata>;
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
pub fn yardim<D: Tablolar>(p: Program, t: &dyn Tanim) -> String {
    let mut m = t.yardim();
    if p == Program::Hesap {
        for k in D::Hesap::KURALLAR.iter().filter(|k| k.bayraklar.contains(&t.ad())) {
            m = format!("{m}. {}", k.kural);
        }
    }
    m
}

/// What `hesap` shows for a base scenario and K01's values.
pub trait HesapSonucu<D: Tablolar>: Cikti + Sized {
    /// The rules `hesap` holds the options to beyond their ranges, checked before
    /// [`HesapSonucu::hesapla`] and stated in the flags' help.
    const KURALLAR: &'static [HesapKurali<D::Taban>] = &[];
    /// The K01 values `hesap` applies, in help order (see [`crate::k01`]): declared beside the
    /// figures that use them.
    const VARSAYIMLAR: &'static [&'static dyn Tanim];
    /// Runs the model on `taban` and applies its ratios to `varsayimlar` (the values of
    /// [`HesapSonucu::VARSAYIMLAR`]); refuses an option set for which a ratio means nothing.
    fn hesapla(
        taban: &D::Taban,
        varsayimlar: &Degerler,
    ) -> Result<Self, ProgramHatasi<crate::Hata>>;
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

/// The options of program `p` of lesson `D`, in help order (the output flags excluded): the
/// scenario's, then `--iz` (`olc`) or the K01 values (`hesap`).
pub fn tanimlar<D: Tablolar>(p: Program) -> Vec<&'static dyn Tanim> {
    let mut t = D::SENARYO.to_vec();
    match p {
        Program::Olc => t.extend([&secenek::IZ as &dyn Tanim, &secenek::KARSILASTIR]),
        Program::Hesap => t.extend(varsayim_tanimlari::<D>()),
    }
    t
}

/// The K01 values lesson `D`'s `hesap` applies ([`HesapSonucu::VARSAYIMLAR`]).
pub fn varsayim_tanimlari<D: Tablolar>() -> &'static [&'static dyn Tanim] {
    <D::Hesap as HesapSonucu<D>>::VARSAYIMLAR
}

/// The flags a written schedule stands in for, as the scenario declares them: `--ariza` itself
/// and those it replaces ([`Senaryo::ARIZAYLA_DUSEN`]). A click, a single change and a second
/// timing drop them all before they give their own schedule.
pub fn arizayla_dusenler<D: Senaryo>() -> Vec<&'static dyn Tanim> {
    let dusen = |t: &&&dyn Tanim| {
        t.ad() == crate::secenek::ARIZA_ADI || D::ARIZAYLA_DUSEN.contains(&t.ad())
    };
    D::SENARYO.iter().filter(dusen).copied().collect()
}

/// The K01 values `hesap` takes, each at its default (K01's own value).
pub fn varsayimlar<D: Tablolar>() -> Degerler {
    Degerler::varsayilan(varsayim_tanimlari::<D>())
}

/// The base scenario of the lesson: every flag at its default.
pub fn dersin_tabani<D: Senaryo>() -> D::Taban {
    D::Taban::from(&Degerler::varsayilan(D::SENARYO))
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
/// from the lesson's are told from `parca` ([`Cizelge::ariza_anlatimi`]). The question and
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
/// whether its fault is on (`acik`), its key for [`Cizelge::ariza_degistir`] (`kimlik`,
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
