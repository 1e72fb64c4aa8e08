//! A state's steps made apart from the store: opened from its key, its claims read, each choice
//! stepped (once for the choices its step reads alike, [`Model::etkisi`]) and its successor keyed
//! and hashed, the successors kept once each. Nothing here reads or writes what a search has met,
//! so natively threads (one a core) make the steps of the next batches of states while the search
//! looks up and numbers the successors of the batch before them, in the same order as one thread
//! would: the results are the same, the number of every state too.
//! Where there are no threads (the book's page) the batches are made in turn.

use crate::depo::{KARMA, Kodlama, ardillarin_kati};
use crate::model::{AramaDurumu, Gorunum, Kosul, Model, Tur};
use std::hash::BuildHasher;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc::sync_channel;

/// States a batch holds.
const PARCA: usize = 256;

/// The fewest states a level or a cost's step must have for threads to make its steps.
const IKI_IS_PARCACIGI: usize = 2 * PARCA;

/// The most threads that make the steps by default.
const EN_COK_YAPAN: usize = 8;

/// How many threads make the steps natively: 0 for one a core (at most [`EN_COK_YAPAN`]).
static YAPAN: AtomicUsize = AtomicUsize::new(0);

/// Sets how many threads make the steps of every search from now on, natively: 0 (the default)
/// for one a core (at most 8, `EN_COK_YAPAN`), 1 for none besides the search's own (as on the
/// book's page). The results are the same whatever it is; a speed comparison per core sets it.
pub fn is_parcacigi(n: usize) {
    YAPAN.store(n, Ordering::Relaxed);
}

/// How many threads make the steps natively as things are set ([`is_parcacigi`]; 1: none but
/// the search's own).
pub fn is_parcacigi_sayisi() -> usize {
    match YAPAN.load(Ordering::Relaxed) {
        // past a few, more makers only wait on the one search that takes their batches
        0 => std::thread::available_parallelism().map_or(1, |n| n.get().min(EN_COK_YAPAN)),
        n => n,
    }
}

/// One state's steps: its number, the claims it breaks or shows (a bit each, in the order
/// asked), the table its successors are looked up in, and where its choices and successors end
/// in the batch.
#[derive(Debug, Clone, Copy)]
pub(crate) struct AcilanDurum {
    pub(crate) i: u32,
    pub(crate) olaylar: u64,
    pub(crate) kat: usize,
    secim_sonu: usize,
    ardil_sonu: usize,
}

/// A state's choices in the model's order: the faults each adds, and its successor's place among
/// the state's successors.
pub(crate) type Secimler = [(u32, u32)];

/// A state's successors once each, in the order its choices first reach them, with their hashes.
pub(crate) type Ardillar<A> = [(A, u64)];

/// A batch of states' steps, in the order given.
pub(crate) struct Acilimlar<A> {
    durumlar: Vec<AcilanDurum>,
    /// Each choice in the model's order: the faults it adds, and its successor's place among its
    /// state's successors.
    secimler: Vec<(u32, u32)>,
    /// Each state's successors once each, in the order its choices first reach them, with their
    /// hashes.
    ardillar: Vec<(A, u64)>,
}

impl<A> Default for Acilimlar<A> {
    fn default() -> Self {
        Acilimlar { durumlar: Vec::new(), secimler: Vec::new(), ardillar: Vec::new() }
    }
}

impl<A> Acilimlar<A> {
    /// Each state of the batch with its choices and its successors.
    pub(crate) fn iter(&self) -> impl Iterator<Item = (AcilanDurum, &Secimler, &Ardillar<A>)> {
        let (mut s, mut a) = (0, 0);
        self.durumlar.iter().map(move |d| {
            let r = (*d, &self.secimler[s..d.secim_sonu], &self.ardillar[a..d.ardil_sonu]);
            (s, a) = (d.secim_sonu, d.ardil_sonu);
            r
        })
    }
}

/// Whether state `d` breaks (a claim of every state) or shows (of some) claim `k`, what the
/// claims look at in it made once (`g`, [`Model::gorunum`]).
pub(crate) fn olay<M: Model>(k: Kosul<M>, m: &M, d: &AramaDurumu<M>, g: &Gorunum<M>) -> bool {
    k.gorunumde_tutar(m, d, g) != (k.tur() == Tur::HerZaman)
}

/// The steps of the states `girdi` (number and key), `adim` steps away, with claims `aranan`
/// read on each, into `p`.
fn ac<M: Model, K: Kodlama<M>>(
    m: &M,
    aranan: &[Kosul<M>],
    adim: usize,
    girdi: &[(u32, K::Anahtar)],
    p: &mut Acilimlar<K::Anahtar>,
) {
    p.durumlar.clear();
    p.secimler.clear();
    p.ardillar.clear();
    let mut eylemler = Vec::new();
    let mut okunan: Vec<((u128, u32, bool), usize)> = Vec::new();
    for (i, anahtar) in girdi {
        let (mut acik, d) = K::ac(m, anahtar);
        let kat = ardillarin_kati(m, &d, adim);
        let g = m.gorunum(&d);
        let olaylar =
            aranan.iter().enumerate().fold(0, |b, (k, o)| b | u64::from(olay(*o, m, &d, &g)) << k);
        m.eylemler(&d, &mut eylemler);
        let ilk = p.ardillar.len();
        okunan.clear();
        for e in eylemler.drain(..) {
            let ek = m.arizalar(&d, &e);
            // a choice the step reads as an earlier one leads where it did: not stepped again
            let etki = m.etkisi(&d, &e).map(|k| (k, m.harcar(&e), m.dersle(Some((&d, &e)))));
            let onceki = etki.and_then(|x| okunan.iter().find(|(y, _)| *y == x).map(|&(_, a)| a));
            if let Some(a) = onceki {
                debug_assert!(
                    K::sonraki(m, &mut acik, &d, e) == p.ardillar[ilk + a].0,
                    "two choices the step reads alike (Model::etkisi) lead to different states"
                );
                p.secimler.push((ek, a as u32));
                continue;
            }
            let sonraki = K::sonraki(m, &mut acik, &d, e);
            // most choices of a state lead to a few states: each is keyed once
            let a = match p.ardillar[ilk..].iter().position(|(k, _)| *k == sonraki) {
                Some(a) => a,
                None => {
                    let h = KARMA.hash_one(&sonraki);
                    p.ardillar.push((sonraki, h));
                    p.ardillar.len() - 1 - ilk
                }
            };
            okunan.extend(etki.map(|x| (x, a)));
            p.secimler.push((ek, a as u32));
        }
        let (secim_sonu, ardil_sonu) = (p.secimler.len(), p.ardillar.len());
        p.durumlar.push(AcilanDurum { i: *i, olaylar, kat, secim_sonu, ardil_sonu });
    }
}

/// The steps of the states `girdi`, `adim` steps away, with claims `aranan` (at most 64) read on
/// each, handed batch by batch to `isle` in their order until it says stop (`false`, then
/// returned). Natively one thread a core makes the batches in turn while `isle` takes them.
pub(crate) fn sirayla<M: Model, K: Kodlama<M>>(
    m: &M,
    aranan: &[Kosul<M>],
    adim: usize,
    girdi: &[(u32, K::Anahtar)],
    isle: &mut dyn FnMut(&Acilimlar<K::Anahtar>) -> bool,
) -> bool {
    assert!(aranan.len() <= 64, "at most 64 claims a search");
    let yapan = is_parcacigi_sayisi();
    if cfg!(target_family = "wasm") || girdi.len() < IKI_IS_PARCACIGI || yapan < 2 {
        let mut p = Acilimlar::default();
        return girdi.chunks(PARCA).all(|g| {
            ac::<M, K>(m, aranan, adim, g, &mut p);
            isle(&p)
        });
    }
    std::thread::scope(|s| {
        // each maker takes every `yapan`-th batch and is two batches ahead at most; a batch
        // taken goes back to be filled again; stopping drops the ends a maker waits on
        let mut dolular = Vec::new();
        let mut boslar = Vec::new();
        for y in 0..yapan {
            let (dolu_gonder, dolu) = sync_channel::<Acilimlar<K::Anahtar>>(2);
            let (bos_gonder, bos) = sync_channel::<Acilimlar<K::Anahtar>>(3);
            for _ in 0..3 {
                bos_gonder.send(Acilimlar::default()).expect("room for three");
            }
            s.spawn(move || {
                for g in girdi.chunks(PARCA).skip(y).step_by(yapan) {
                    let Ok(mut p) = bos.recv() else { return };
                    ac::<M, K>(m, aranan, adim, g, &mut p);
                    if dolu_gonder.send(p).is_err() {
                        return;
                    }
                }
            });
            dolular.push(dolu);
            boslar.push(bos_gonder);
        }
        for k in 0..girdi.len().div_ceil(PARCA) {
            let p = dolular[k % yapan].recv().expect("every batch is made");
            if !isle(&p) {
                return false;
            }
            // the maker may have ended: the batch is then not needed
            let _ = boslar[k % yapan].send(p);
        }
        true
    })
}
