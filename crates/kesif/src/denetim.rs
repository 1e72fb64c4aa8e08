//! The checking machinery every lesson model shares: claims ([`Ozellik`]) as stateright
//! properties guarded so that each claim's first, shortest discovery is the one reported
//! ([`Koruma`]), and one exhaustive check of a model ([`denetle`]) with each counterexample or
//! witness told and drawn as its lesson tells and draws a run.

use crate::kayit::{Boy, Denetim, Hukum, Kayitli};
use ders::{Ders, Programlar};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use stateright::{Checker, Model, Property};
use std::fmt::Debug;
use std::hash::Hash;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

/// Whether a claim speaks of every reachable state or of some.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tur {
    /// In every reachable state (a safety claim; a counterexample breaks it).
    HerZaman,
    /// In some reachable state (a witness that a behaviour happens; the example shows it).
    Bazen,
}

/// One claim of a lesson, as the checker tests it.
pub struct Ozellik<M: Model> {
    /// Its name, Turkish in ASCII (`citlemeyle_tek_kabul`).
    pub ad: &'static str,
    /// What it says, in one line.
    pub anlam: &'static str,
    /// Every state, or some.
    pub tur: Tur,
    /// Whether it speaks of this configuration (fencing claims need fencing on).
    pub uygun: fn(&M) -> bool,
    /// Whether a state satisfies it.
    pub kosul: fn(&M, &M::State) -> bool,
}

/// A lesson's model for the checker.
pub trait DersModeli: Model + Clone + Send + Sync + 'static
where
    Self::State: Clone + Debug + Hash + Eq + Send + Sync,
    Self::Action: Clone + Debug + PartialEq + Send + Sync,
{
    /// The lesson.
    type Ders: Programlar;
    /// The claims, in the order they are checked (at most [`OZELLIK_UST`]).
    const OZELLIKLER: &'static [Ozellik<Self>];
    /// Which configuration this is (`citleme+kalici tetik, 3 dugum`), for the report.
    fn etiket(&self) -> String;
    /// The defect planted, if this is a mutant.
    fn kusur(&self) -> Option<&'static str>;
    /// The options the step function runs with.
    fn secenek(&self) -> <Self::Ders as Ders>::Secenek;
    /// The options as a path of `uzunluk` steps tells them (the rounds it ran).
    fn yol_secenegi(&self, uzunluk: usize) -> <Self::Ders as Ders>::Secenek {
        let _ = uzunluk;
        self.secenek()
    }
    /// The bounds of the exploration, for the report.
    fn sinirlar(&self) -> Value;
    /// The first-discovery guard ([`Koruma`]).
    fn koruma(&self) -> &Koruma;
    /// The same model with guard `koruma`.
    fn korumayla(self, koruma: Koruma) -> Self;
    /// The same model with every claim shown at every state (for the explorer).
    fn gezgin(self) -> Self {
        self.korumayla(Koruma::yeni(false))
    }
    /// A path's faults, written down as the lesson's schedule (what the docs replay).
    fn zamanlama(&self, eylemler: &[Self::Action]) -> <Self::Ders as Ders>::Zamanlama;
    /// A path's events, by the step function with this model's faults and defects.
    fn olaylar(&self, eylemler: &[Self::Action]) -> Vec<<Self::Ders as Ders>::Olay>;
    /// What the report adds about claim `ozellik`'s path (the lesson's counts on the lesson's
    /// own schedule), if anything.
    fn not(&self, ozellik: &str, eylemler: &[Self::Action]) -> Option<String> {
        let _ = (ozellik, eylemler);
        None
    }
}

/// Most claims a model may have.
pub const OZELLIK_UST: usize = 12;

/// Keeps the first discovery of each claim. stateright's checker records a claim's discovery
/// again at every later state that breaks it (or shows it), so the one it reports is the last
/// it saw, not the shortest (the test `stateright_son_ihlali_raporlar` reproduces it). Breadth-first
/// on one thread visits states by depth; reporting a claim only at the first state that breaks
/// or shows it makes that state's path, the shortest, the one kept. The exploration itself is
/// unchanged: every reachable state is still visited.
#[derive(Debug)]
pub struct Koruma {
    acik: bool,
    bulunan: [AtomicBool; OZELLIK_UST],
}

impl Koruma {
    /// A guard for a checking run (`acik`), or none (the explorer's web view, where every
    /// state shows its claims).
    pub fn yeni(acik: bool) -> Self {
        Koruma { acik, bulunan: std::array::from_fn(|_| AtomicBool::new(false)) }
    }

    /// Whether to report claim `i` at a state where `olay` (a break or a witness) happens.
    fn ilk(&self, i: usize, olay: bool) -> bool {
        if !self.acik {
            return olay;
        }
        olay && !self.bulunan[i].swap(true, Ordering::Relaxed)
    }
}

impl Clone for Koruma {
    /// A fresh guard: nothing found yet.
    fn clone(&self) -> Self {
        Koruma::yeni(self.acik)
    }
}

/// Claim `I` of `M`, guarded: what stateright calls.
fn korunan<M, const I: usize>(m: &M, s: &M::State) -> bool
where
    M: DersModeli,
    M::State: Clone + Debug + Hash + Eq + Send + Sync,
    M::Action: Clone + Debug + PartialEq + Send + Sync,
{
    let o = &M::OZELLIKLER[I];
    let tutar = (o.kosul)(m, s);
    match o.tur {
        Tur::HerZaman => !m.koruma().ilk(I, !tutar),
        Tur::Bazen => m.koruma().ilk(I, tutar),
    }
}

/// The guarded condition of claim `i` as a function pointer (stateright takes `fn`s).
fn korunan_kosul<M>(i: usize) -> fn(&M, &M::State) -> bool
where
    M: DersModeli,
    M::State: Clone + Debug + Hash + Eq + Send + Sync,
    M::Action: Clone + Debug + PartialEq + Send + Sync,
{
    const { assert!(OZELLIK_UST == 12) };
    match i {
        0 => korunan::<M, 0>,
        1 => korunan::<M, 1>,
        2 => korunan::<M, 2>,
        3 => korunan::<M, 3>,
        4 => korunan::<M, 4>,
        5 => korunan::<M, 5>,
        6 => korunan::<M, 6>,
        7 => korunan::<M, 7>,
        8 => korunan::<M, 8>,
        9 => korunan::<M, 9>,
        10 => korunan::<M, 10>,
        11 => korunan::<M, 11>,
        _ => panic!("at most {OZELLIK_UST} claims"),
    }
}

/// The claims of `m` that speak of its configuration, as stateright properties: what each
/// lesson model's `properties` returns.
pub fn ozellikler<M>(m: &M) -> Vec<Property<M>>
where
    M: DersModeli,
    M::State: Clone + Debug + Hash + Eq + Send + Sync,
    M::Action: Clone + Debug + PartialEq + Send + Sync,
{
    M::OZELLIKLER
        .iter()
        .enumerate()
        .filter(|(_, o)| (o.uygun)(m))
        .map(|(i, o)| match o.tur {
            Tur::HerZaman => Property::always(o.ad, korunan_kosul::<M>(i)),
            Tur::Bazen => Property::sometimes(o.ad, korunan_kosul::<M>(i)),
        })
        .collect()
}

/// A path the checker found: a counterexample, or a witness.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Ornek {
    /// Steps from the initial state.
    pub derinlik: usize,
    /// The faults, as the lesson writes a schedule (`Ders::Zamanlama`).
    pub zamanlama: Value,
    /// The events of the path, as `olc --iz --json` prints them.
    pub olaylar: Value,
    /// The path told as `olc --iz` tells a run.
    pub anlatim: Vec<String>,
    /// What the report adds about the path (the lesson's counts on its own schedule).
    pub not: Option<String>,
    /// The path drawn as the lesson draws a run (SVG).
    #[serde(skip)]
    pub resim: String,
}

/// The result of one claim in one checking run.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct OzellikSonucu {
    /// The claim and its verdict.
    #[serde(flatten)]
    pub denetim: Denetim,
    /// Seconds the run took.
    pub saniye: f64,
    /// States explored a second.
    pub hiz: f64,
    /// The shortest counterexample of a failing `always` claim.
    pub karsi_ornek: Option<Ornek>,
    /// The shortest witness of a `sometimes` claim.
    pub ornek: Option<Ornek>,
}

impl OzellikSonucu {
    /// What of the result is kept, under bounds `boy`.
    pub fn kayitli(&self, boy: Boy) -> Kayitli {
        let o = self.karsi_ornek.as_ref().or(self.ornek.as_ref());
        Kayitli {
            boy,
            denetim: self.denetim.clone(),
            derinlik: o.map(|o| o.derinlik),
            zamanlama: o.map(|o| o.zamanlama.clone()),
        }
    }
}

/// Checks every claim of `m` exhaustively, breadth-first on one thread (so that the first
/// discovery of each claim is its shortest), and reports each.
pub fn denetle<M>(m: M) -> Vec<OzellikSonucu>
where
    M: DersModeli,
    M::State: Clone + Debug + Hash + Eq + Send + Sync,
    M::Action: Clone + Debug + PartialEq + Send + Sync,
{
    let bas = Instant::now();
    let c = m.clone().checker().spawn_bfs().join();
    let saniye = bas.elapsed().as_secs_f64();
    let (durum, kesfedilen) = (c.unique_state_count(), c.state_count());
    let secenek = serde_json::to_value(m.secenek()).unwrap_or_default();
    M::OZELLIKLER
        .iter()
        .filter(|o| (o.uygun)(&m))
        .map(|o| {
            let yol = c.discovery(o.ad);
            let ornek = yol.map(|y| {
                let eylemler = y.into_actions();
                let olaylar = m.olaylar(&eylemler);
                let secenek = m.yol_secenegi(eylemler.len());
                let anlatim = <M::Ders as Ders>::anlat(&secenek, &olaylar).1;
                let not = m.not(o.ad, &eylemler);
                let json = serde_json::to_value(&olaylar).unwrap_or_default();
                Ornek {
                    derinlik: eylemler.len(),
                    zamanlama: serde_json::to_value(m.zamanlama(&eylemler)).unwrap_or_default(),
                    olaylar: json,
                    anlatim,
                    not,
                    resim: resim(&m, &eylemler),
                }
            });
            let (sonuc, karsi_ornek, ornek) = match (o.tur, ornek) {
                (Tur::HerZaman, None) => (Hukum::Tutar, None, None),
                (Tur::HerZaman, Some(k)) => (Hukum::Bozulur, Some(k), None),
                (Tur::Bazen, Some(o)) => (Hukum::Tutar, None, Some(o)),
                (Tur::Bazen, None) => (Hukum::Bozulur, None, None),
            };
            let denetim = Denetim {
                ders: <M::Ders as Ders>::AD.into(),
                kontrol: m.etiket(),
                kusur: m.kusur().map(String::from),
                ozellik: o.ad.into(),
                anlam: o.anlam.into(),
                tur: match o.tur {
                    Tur::HerZaman => "her zaman",
                    Tur::Bazen => "bazen",
                }
                .into(),
                secenek: secenek.clone(),
                sinirlar: m.sinirlar(),
                sonuc,
                durum,
                kesfedilen,
            };
            let hiz = kesfedilen as f64 / saniye.max(1e-9);
            OzellikSonucu { denetim, saniye, hiz, karsi_ornek, ornek }
        })
        .collect()
}

/// A path drawn as its lesson draws a run.
pub fn resim<M>(m: &M, eylemler: &[M::Action]) -> String
where
    M: DersModeli,
    M::State: Clone + Debug + Hash + Eq + Send + Sync,
    M::Action: Clone + Debug + PartialEq + Send + Sync,
{
    let olaylar = m.olaylar(eylemler);
    let sutun = ders::SutunIzi { ad: m.etiket(), secenek: m.yol_secenegi(eylemler.len()), olaylar };
    <M::Ders as Programlar>::zaman(&ders::Izler { sutunlar: vec![sutun] })
}

/// Starts stateright's Explorer on `adres` for `m` (every claim shown at every state), and
/// serves until the process ends.
pub fn gez<M>(m: M, adres: &str)
where
    M: DersModeli,
    M::State: Clone + Debug + Hash + Eq + Send + Sync,
    M::Action: Clone + Debug + PartialEq + Send + Sync,
{
    m.checker().serve(adres);
}
