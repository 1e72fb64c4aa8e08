//! The checking machinery every lesson model shares: the one stateright model over a lesson's
//! checking model (`arama::Model`), [`Denetlenen`], its claims and witnesses (`arama::Kosul`)
//! as properties guarded so that each one's first, shortest discovery is the one reported
//! ([`Koruma`]), and one exhaustive check ([`denetle`]) with each counterexample or witness told
//! and drawn as its lesson tells and draws a run.

use arama::kayit::{Boy, DenetimKaydi, Hukum, Kayitli};
use arama::model::{AramaDurumu, Eylem, kosul, kosul_sayisi, kosullar};
use arama::{Model as DersModeli, Tekrar, Tur, Yazim};
use ders::Ders;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use stateright::{Checker, Model, Property};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

/// A lesson's checking model with what the checker needs of it: the model, the `--ariza`
/// writing of its paths, and its mutants.
pub trait Denetlenebilir: DersModeli + Yazim {}

impl<M: DersModeli + Yazim> Denetlenebilir for M {}

/// A configuration of a lesson model, as stateright sees it: the model (`model`), its name in
/// the report (`etiket`), and the guard that reports each claim's first discovery. Its steps are
/// the model's, its properties the model's claims, and the explorer's picture of a path the
/// lesson's own drawing of a run.
#[derive(Clone)]
pub struct Denetlenen<M> {
    /// The lesson model in this configuration.
    pub model: M,
    /// The configuration's name in the report (`citleme+kalici tetik, 3 dugum, her kume`).
    pub etiket: String,
    koruma: Arc<Koruma>,
}

impl<M: Denetlenebilir> Denetlenen<M> {
    /// Model `model`, named `etiket`, reporting each claim's first discovery.
    pub fn yeni(model: M, etiket: &str) -> Self {
        Denetlenen { model, etiket: etiket.into(), koruma: Arc::new(Koruma::yeni(true)) }
    }

    /// The same configuration with every claim shown at every state (for the explorer).
    pub fn gezgin(self) -> Self {
        Denetlenen { koruma: Arc::new(Koruma::yeni(false)), ..self }
    }
}

impl<M: Denetlenebilir> Model for Denetlenen<M> {
    type State = AramaDurumu<M>;
    type Action = Eylem<M>;

    fn init_states(&self) -> Vec<AramaDurumu<M>> {
        self.model.ilk()
    }
    fn actions(&self, d: &AramaDurumu<M>, eylemler: &mut Vec<Eylem<M>>) {
        self.model.eylemler(d, eylemler);
    }
    fn next_state(&self, d: &AramaDurumu<M>, e: Eylem<M>) -> Option<AramaDurumu<M>> {
        Some(self.model.sonraki(d, e))
    }
    fn properties(&self) -> Vec<Property<Self>> {
        kosullar::<M>()
            .filter(|(_, k)| k.denetlenir(&self.model))
            .map(|(i, k)| match k.tur() {
                Tur::HerZaman => Property::always(k.ad(), korunan_kosul::<M>(i)),
                Tur::Bazen => Property::sometimes(k.ad(), korunan_kosul::<M>(i)),
            })
            .collect()
    }
    fn as_svg(&self, yol: stateright::Path<AramaDurumu<M>, Eylem<M>>) -> Option<String> {
        Some(resim(self, &yol.into_actions()))
    }
    fn format_action(&self, e: &Eylem<M>) -> String {
        self.model.eylem_adi(e)
    }
}

/// Most claims and witnesses a model may have.
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
fn korunan<M: Denetlenebilir, const I: usize>(m: &Denetlenen<M>, d: &AramaDurumu<M>) -> bool {
    let k = kosul::<M>(I).expect("a property for each claim");
    let tutar = k.tutar(&m.model, d);
    let koruma = &m.koruma;
    match k.tur() {
        Tur::HerZaman => !koruma.ilk(I, !tutar),
        Tur::Bazen => koruma.ilk(I, tutar),
    }
}

/// The guarded condition of claim `i` as a function pointer (stateright takes `fn`s).
type Kosul<M> = fn(&Denetlenen<M>, &AramaDurumu<M>) -> bool;

/// The guarded condition of claim `i`.
fn korunan_kosul<M: Denetlenebilir>(i: usize) -> Kosul<M> {
    assert!(kosul_sayisi::<M>() <= OZELLIK_UST, "at most {OZELLIK_UST} claims");
    /// The guarded conditions of claims 0, 1, ...
    macro_rules! kosullar {
        ($($i:literal)*) => { [$(korunan::<M, $i> as Kosul<M>),*] };
    }
    let kosullar = kosullar!(0 1 2 3 4 5 6 7 8 9 10 11);
    const { assert!(OZELLIK_UST == 12) };
    kosullar.get(i).copied().unwrap_or_else(|| panic!("at most {OZELLIK_UST} claims"))
}

/// A path the checker found: a counterexample, or a witness.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Ornek {
    /// Steps from the initial state.
    pub derinlik: usize,
    /// The faults, as a reader writes a schedule (`--ariza`).
    pub yazili: String,
    /// The events of the path, as `olc --iz --json` prints them.
    pub olaylar: Value,
    /// The path told as `olc --iz` tells a run.
    pub anlatim: Vec<String>,
    /// What the report adds about the path (the lesson's counts on its own schedule).
    pub not: Option<String>,
    /// How a reader replays the path (the lesson's own model only; a mutant's defect cannot be
    /// replayed): the schedule as `--ariza` writes it, the command and the panel link.
    pub tekrar: Option<Tekrar>,
    /// The path drawn as the lesson draws a run (SVG).
    #[serde(skip)]
    pub resim: String,
}

/// The result of one claim in one checking run.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct DenetimSonucu {
    /// The claim and its verdict.
    #[serde(flatten)]
    pub denetim: DenetimKaydi,
    /// Seconds the run took.
    pub saniye: f64,
    /// States explored a second.
    pub hiz: f64,
    /// The shortest counterexample of a failing `always` claim.
    pub karsi_ornek: Option<Ornek>,
    /// The shortest witness of a `sometimes` claim.
    pub ornek: Option<Ornek>,
}

impl DenetimSonucu {
    /// What of the result is kept, under bounds `boy`.
    pub fn kayitli(&self, boy: Boy) -> Kayitli {
        let o = self.karsi_ornek.as_ref().or(self.ornek.as_ref());
        Kayitli {
            boy,
            denetim: self.denetim.clone(),
            derinlik: o.map(|o| o.derinlik),
            yazili: o.map(|o| o.yazili.clone()),
        }
    }
}

/// Checks every claim of `m` exhaustively, breadth-first on one thread (so that the first
/// discovery of each claim is its shortest), and reports each; watched as it runs
/// ([`crate::izleme`]), stopped at the memory limit.
pub fn denetle<M: Denetlenebilir>(
    d: Denetlenen<M>,
) -> Result<Vec<DenetimSonucu>, crate::izleme::Durduruldu> {
    let bas = Instant::now();
    let c = d.clone().checker().spawn_bfs();
    // stateright counts the initial state as depth 1: steps (rounds) are one less
    let bak = || (c.is_done(), c.unique_state_count(), c.max_depth().saturating_sub(1));
    crate::izleme::izle(&d.etiket, d.model.derinlik_siniri(), bak)?;
    let c = c.join();
    let m = &d.model;
    let saniye = bas.elapsed().as_secs_f64();
    let (durum, kesfedilen) = (c.unique_state_count(), c.state_count());
    let secenek = serde_json::to_value(m.secenek()).unwrap_or_default();
    Ok(kosullar::<M>()
        .map(|(_, k)| k)
        .filter(|k| k.denetlenir(m))
        .map(|o| {
            let yol = c.discovery(o.ad());
            let ornek = yol.map(|y| {
                let eylemler = y.into_actions();
                let olaylar = m.olaylar(&eylemler);
                let secenek = m.yol_secenegi(eylemler.len());
                let anlatim = <M::Ders as Ders>::anlat(&secenek, &olaylar).1;
                let not = m.not(o.ad(), &eylemler);
                let tekrar = m.kusur().is_none().then(|| {
                    arama::tekrar(m, o.ad(), &eylemler).unwrap_or_else(|e| {
                        panic!("{} / {}: the path does not replay: {e}", d.etiket, o.ad())
                    })
                });
                let json = serde_json::to_value(&olaylar).unwrap_or_default();
                Ornek {
                    derinlik: eylemler.len(),
                    yazili: m.yazili(&eylemler).to_string(),
                    olaylar: json,
                    anlatim,
                    not,
                    tekrar,
                    resim: resim(&d, &eylemler),
                }
            });
            let (sonuc, karsi_ornek, ornek) = match (o.tur(), ornek) {
                (Tur::HerZaman, None) => (Hukum::Tutar, None, None),
                (Tur::HerZaman, Some(k)) => (Hukum::Bozulur, Some(k), None),
                (Tur::Bazen, Some(o)) => (Hukum::Tutar, None, Some(o)),
                (Tur::Bazen, None) => (Hukum::Bozulur, None, None),
            };
            let denetim = DenetimKaydi {
                ders: <M::Ders as Ders>::AD.into(),
                kontrol: d.etiket.clone(),
                kusur: m.kusur(),
                ozellik: o.ad().into(),
                anlam: o.anlam().into(),
                tur: o.tur().ad().into(),
                secenek: secenek.clone(),
                sinirlar: m.sinirlar(),
                sonuc,
                durum,
                kesfedilen,
            };
            let hiz = kesfedilen as f64 / saniye.max(1e-9);
            DenetimSonucu { denetim, saniye, hiz, karsi_ornek, ornek }
        })
        .collect())
}

/// A path drawn as its lesson draws a run.
pub fn resim<M: Denetlenebilir>(d: &Denetlenen<M>, eylemler: &[Eylem<M>]) -> String {
    let olaylar = d.model.olaylar(eylemler);
    let secenek = d.model.yol_secenegi(eylemler.len());
    let sutun = ders::SutunIzi { ad: d.etiket.clone(), secenek, olaylar };
    <M::Ders as ders::Resimler>::zaman(&ders::Izler { sutunlar: vec![sutun] })
}

/// Starts stateright's Explorer on `adres` for `m` (every claim shown at every state), and
/// serves until the process ends.
pub fn gez<M: Denetlenebilir>(d: Denetlenen<M>, adres: &str) {
    d.gezgin().checker().serve(adres);
}
