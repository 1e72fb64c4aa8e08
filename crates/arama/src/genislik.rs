//! One exhaustive check without a checker crate: breadth-first over a lesson model's states on
//! one thread, each claim's first (so shortest) break or witness, the states counted as
//! stateright counts them, each state kept once and small ([`crate::depo`]). It runs where
//! threads do not (the book's page, in a Web Worker) and where stateright's store would not fit
//! (`kesif --ders` above the report's bounds); the
//! agreement test (`kesif/tests/uyum.rs`) holds it to stateright's verdicts, counts and
//! counterexample lengths.
//!
//! It follows stateright's breadth-first checker on one thread step for step: a state is looked
//! at when it leaves the queue (its claims first, then its successors); every successor counts
//! as explored, a new one is queued; a claim is reported at the first state that breaks it (or,
//! for a claim of some state, shows it); and the search ends when the queue is empty or, checked
//! after every block of [`BLOK`] states, every claim has been reported.

use crate::acilim::{self, Acilimlar};
use crate::depo::{Depo, Kendisi, Kodlama, Paketli};
use crate::model::{AramaDurumu, Eylem, Kosul, Model, kosullar};

/// States looked at between two checks of whether every claim is reported (and two reports of
/// progress), as stateright's checker does.
pub const BLOK: usize = 1500;

/// How far a search has come: unique states, states explored (repeats included), the depth of
/// the state looked at last.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Ilerleme {
    /// Unique states generated.
    pub durum: usize,
    /// States explored, repeats included.
    pub kesfedilen: usize,
    /// Steps from the initial state to the state looked at last.
    pub derinlik: usize,
}

/// What a search found of one claim: its name, and the path of the state that first broke it
/// (a claim of every state) or showed it (of some state), if one did.
#[derive(Debug, Clone, PartialEq)]
pub struct Bulgu<E> {
    /// The claim's name.
    pub ozellik: &'static str,
    /// The faults of each step from the initial state.
    pub yol: Option<Vec<E>>,
}

/// A search's result: the counts when it ended, each claim that speaks of the configuration,
/// and whether it was stopped before the end.
#[derive(Debug, Clone, PartialEq)]
pub struct Arama<E> {
    /// The counts.
    pub ilerleme: Ilerleme,
    /// Each claim, in the model's order.
    pub bulgular: Vec<Bulgu<E>>,
    /// Whether `devam` stopped it.
    pub durdu: bool,
    /// Bytes the store of states and their first steps took at their largest, as measured after
    /// each block ([`crate::depo`]).
    pub bayt: usize,
}

/// Checks every claim of `m` over every state it reaches; after every block of [`BLOK`] states
/// tells `devam` how far it has come, and stops if `devam` says so.
pub fn ara<M: Model>(m: &M, devam: &mut dyn FnMut(Ilerleme) -> bool) -> Arama<Eylem<M>> {
    let ozellikler = kosullar::<M>().map(|(_, k)| k).filter(|k| k.denetlenir(m)).collect();
    ara_secimle(m, ozellikler, devam)
}

/// [`ara`] over the claims and witnesses `ozellikler` rather than those the configuration makes.
pub fn ara_secimle<M: Model>(
    m: &M,
    ozellikler: Vec<Kosul<M>>,
    devam: &mut dyn FnMut(Ilerleme) -> bool,
) -> Arama<Eylem<M>> {
    let paketli = m.ilk().first().is_some_and(|d| m.anahtar(&d.ac()).is_some());
    match m.anahtar_bitleri() {
        b if paketli && b <= 96 => genislik::<M, Paketli<3>>(m, ozellikler, devam),
        _ if paketli => genislik::<M, Paketli<4>>(m, ozellikler, devam),
        _ => genislik::<M, Kendisi>(m, ozellikler, devam),
    }
}

/// The parent of an initial state.
pub(crate) const KOK: u32 = u32::MAX;

/// How a state was first reached: its parent's number ([`KOK`] for an initial state) and the
/// step's place among the parent's choices (an initial state's, among the initial states); and,
/// in the fewest-faults search, the state's cost bits (in the room the two leave), while the
/// state waits its record's slot in place of the parent (which the record keeps).
#[derive(Debug, Clone, Copy, Default)]
pub(crate) struct Dugum {
    pub(crate) ust: u32,
    pub(crate) eylem: u16,
    pub(crate) maliyet: u16,
}

/// The step's place among a state's choices, as a [`Dugum`] keeps it.
pub(crate) fn eylem_sirasi(sira: usize) -> u16 {
    u16::try_from(sira).expect("at most 65536 choices a step")
}

/// [`ara_secimle`] keeping each state as `K` keys it: the states are numbered in the order met,
/// which is the order breadth-first looks at them, so the queue is a number.
fn genislik<M: Model, K: Kodlama<M>>(
    m: &M,
    ozellikler: Vec<Kosul<M>>,
    devam: &mut dyn FnMut(Ilerleme) -> bool,
) -> Arama<Eylem<M>> {
    let mut bulunan: Vec<Option<u32>> = vec![None; ozellikler.len()];
    // each state's key beside its first step
    let mut depo: Depo<K::Anahtar, Dugum> = Depo::default();
    let ilk = m.ilk();
    let dereceli = ilk.first().is_some_and(|d| m.derinlik(d).is_some());
    let mut ilerleme = Ilerleme { durum: 0, kesfedilen: ilk.len(), derinlik: 0 };
    // stateright takes its first job's states from the back: the last initial state first
    for (sira, d) in ilk.iter().enumerate().rev() {
        if let (i, true) = depo.ekle(K::kodla(m, d), 0) {
            *depo.deger_mut(i) = Dugum { ust: KOK, eylem: eylem_sirasi(sira), maliyet: 0 };
        }
    }
    let (mut durdu, mut bayt, mut blok) = (false, 0, 0);
    // the levels in turn: a level is the states numbered while the one before was looked at
    let (mut bas, mut derinlik) = (0, 0);
    while bas < depo.len() {
        let son = depo.len();
        // this level's successors are one step deeper: no lookup goes below that
        if derinlik > 0 && dereceli {
            depo.kat_birak(derinlik + 1);
        }
        let girdi: Vec<(u32, K::Anahtar)> =
            (bas as u32..son as u32).map(|i| (i, depo.anahtar(i).clone())).collect();
        ilerleme.derinlik = derinlik;
        let mut isle = |p: &Acilimlar<K::Anahtar>| {
            p.iter().all(|(d, secimler, ardillar)| {
                // the claims, each reported at the first state that breaks or shows it
                let mut bekleyen = false;
                for (k, b) in bulunan.iter_mut().enumerate() {
                    if d.olaylar >> k & 1 == 1 && b.is_none() {
                        *b = Some(d.i);
                    } else {
                        bekleyen = true;
                    }
                }
                if bekleyen {
                    ilerleme.kesfedilen += secimler.len();
                    for (a, (k, h)) in ardillar.iter().enumerate() {
                        if let (j, true) = depo.karmasiyla_ekle(k.clone(), *h, d.kat) {
                            // the first choice that reaches it
                            let s = secimler.iter().position(|&(_, b)| b as usize == a);
                            let eylem = eylem_sirasi(s.expect("a choice reaches it"));
                            *depo.deger_mut(j) = Dugum { ust: d.i, eylem, maliyet: 0 };
                        }
                    }
                    blok += 1;
                    if blok < BLOK {
                        return true;
                    }
                }
                // every block (or once every claim is reported at this state, not stepped)
                blok = 0;
                ilerleme.durum = depo.len();
                bayt = bayt.max(depo.bayt());
                if bulunan.iter().all(Option::is_some) {
                    return false;
                }
                durdu = !devam(ilerleme);
                !durdu
            })
        };
        if !acilim::sirayla::<M, K>(m, &ozellikler, derinlik, &girdi, &mut isle) {
            break;
        }
        (bas, derinlik) = (son, derinlik + 1);
    }
    ilerleme.durum = depo.len();
    let bulgular = ozellikler
        .iter()
        .zip(bulunan)
        .map(|(o, b)| Bulgu {
            ozellik: o.ad(),
            yol: b.map(|i| yol_eylemleri(m, &ilk, |j| depo.deger(j), i)),
        })
        .collect();
    let bayt = bayt.max(depo.bayt());
    Arama { ilerleme, bulgular, durdu, bayt }
}

/// The faults of each step of the path to state `i`, each state's first step read from
/// `dugum`, replayed from the initial states `ilk`.
pub(crate) fn yol_eylemleri<M: Model>(
    m: &M,
    ilk: &[AramaDurumu<M>],
    dugum: impl Fn(u32) -> Dugum,
    i: u32,
) -> Vec<Eylem<M>> {
    let mut siralar = Vec::new();
    let mut j = dugum(i);
    while j.ust != KOK {
        siralar.push(j.eylem);
        j = dugum(j.ust);
    }
    let mut d = ilk[j.eylem as usize].clone();
    let (mut eylemler, mut yol) = (Vec::new(), Vec::new());
    for &s in siralar.iter().rev() {
        m.eylemler(&d, &mut eylemler);
        let e = eylemler.swap_remove(s as usize);
        eylemler.clear();
        d = m.sonraki(&d, e.clone());
        yol.push(e);
    }
    yol
}
