//! The states a search has met, kept exactly and small: each state once, numbered in the order
//! met, as its key. A configuration that packs its states ([`Model::anahtar`]) is kept as keys of
//! 128 bits; any other as its search states themselves. The table that finds a state's number
//! holds numbers only (4 bytes and a control byte a slot), hashed with a fast, fixed hash, and
//! compares the keys it points to: no probabilistic fingerprints, every verdict exact.

use crate::model::{Acik, AramaDurumu, Eylem, Model};
use hashbrown::HashTable;
use hashbrown::hash_table::Entry;
use std::hash::{BuildHasher, Hash};

/// Elements a block of a [`ParcaliDizi`] holds: growing adds a block and copies nothing.
const PARCA: usize = 1 << 16;

/// An array grown in blocks of `PARCA` (65,536): at most one block more than it holds, and no copy of
/// the whole when it grows (a `Vec` would keep up to twice its length, and both while copying).
pub struct ParcaliDizi<T> {
    parcalar: Vec<Vec<T>>,
    uzunluk: usize,
}

impl<T> Default for ParcaliDizi<T> {
    fn default() -> Self {
        ParcaliDizi { parcalar: Vec::new(), uzunluk: 0 }
    }
}

impl<T> ParcaliDizi<T> {
    /// Appends `v`; its number.
    #[inline]
    pub fn ekle(&mut self, v: T) -> usize {
        if self.uzunluk % PARCA == 0 {
            self.parcalar.push(Vec::with_capacity(PARCA));
        }
        self.parcalar.last_mut().expect("a block").push(v);
        self.uzunluk += 1;
        self.uzunluk - 1
    }

    /// How many it holds.
    pub fn len(&self) -> usize {
        self.uzunluk
    }

    /// Whether it holds none.
    pub fn is_empty(&self) -> bool {
        self.uzunluk == 0
    }

    /// Bytes its blocks take.
    pub fn bayt(&self) -> usize {
        self.parcalar.len() * PARCA * size_of::<T>()
    }
}

impl<T> std::ops::Index<usize> for ParcaliDizi<T> {
    type Output = T;
    #[inline]
    fn index(&self, i: usize) -> &T {
        &self.parcalar[i / PARCA][i % PARCA]
    }
}

impl<T> std::ops::IndexMut<usize> for ParcaliDizi<T> {
    #[inline]
    fn index_mut(&mut self, i: usize) -> &mut T {
        &mut self.parcalar[i / PARCA][i % PARCA]
    }
}

/// How a search keeps a state: as a key, opened for its steps, and its successors' keys.
pub trait Kodlama<M: Model> {
    /// The key kept.
    type Anahtar: Clone + Eq + Hash;
    /// A state as its steps start from it (and a second one, their scratch).
    type Acik;
    /// State `d`'s key.
    fn kodla(m: &M, d: &AramaDurumu<M>) -> Self::Anahtar;
    /// The state of key `k`: opened for its steps, and as the claims and choices read it.
    fn ac(m: &M, k: &Self::Anahtar) -> ((Self::Acik, Self::Acik), AramaDurumu<M>);
    /// The key of the state one step with faults `e` leads to from `d` (opened: `acik.0`).
    fn sonraki(
        m: &M,
        acik: &mut (Self::Acik, Self::Acik),
        d: &AramaDurumu<M>,
        e: Eylem<M>,
    ) -> Self::Anahtar;
}

/// States packed by the configuration into 128 bits ([`Model::anahtar`]), stepped from the
/// lesson's own state: no packed copy of it is made on the way.
pub struct Paketli;

impl<M: Model> Kodlama<M> for Paketli {
    type Anahtar = u128;
    type Acik = Acik<M>;
    fn kodla(m: &M, d: &AramaDurumu<M>) -> u128 {
        m.anahtar(&d.ac()).expect("a configuration that packs its states")
    }
    #[inline]
    fn ac(m: &M, k: &u128) -> ((Acik<M>, Acik<M>), AramaDurumu<M>) {
        let acik = m.anahtardan(*k);
        ((acik.clone(), acik.clone()), acik.kapat())
    }
    #[inline]
    fn sonraki(m: &M, (acik, s): &mut (Acik<M>, Acik<M>), d: &AramaDurumu<M>, e: Eylem<M>) -> u128 {
        m.adimla_icine(d, acik, e, s);
        m.anahtar(s).expect("a configuration that packs its states")
    }
}

/// States kept whole, where the configuration does not pack them.
pub struct Kendisi;

impl<M: Model> Kodlama<M> for Kendisi {
    type Anahtar = AramaDurumu<M>;
    type Acik = ();
    fn kodla(_: &M, d: &AramaDurumu<M>) -> AramaDurumu<M> {
        d.clone()
    }
    #[inline]
    fn ac(_: &M, k: &AramaDurumu<M>) -> (((), ()), AramaDurumu<M>) {
        (((), ()), k.clone())
    }
    #[inline]
    fn sonraki(m: &M, _: &mut ((), ()), d: &AramaDurumu<M>, e: Eylem<M>) -> AramaDurumu<M> {
        m.sonraki(d, e)
    }
}

/// The table the successors of state `d`, `adim` steps away, are looked up in: one past its
/// steps in a graded model ([`Model::derinlik`], checked to be `adim`), 0 in any other.
pub(crate) fn ardillarin_kati<M: Model>(m: &M, d: &AramaDurumu<M>, adim: usize) -> usize {
    match m.derinlik(d) {
        Some(k) => {
            assert_eq!(k, adim, "a state whose steps are not its path's: the model is not graded");
            k + 1
        }
        None => 0,
    }
}

/// The hash of the table: fast, fixed (the same on every run), not keyed against an adversary
/// (the keys are the lesson's states).
pub(crate) const KARMA: foldhash::fast::FixedState =
    foldhash::fast::FixedState::with_seed(0x5eed_de90);

/// The states met, numbered in the order met. A graded model's states are found by their
/// steps ([`Model::derinlik`]): one table for each number of steps, each a fraction of the whole
/// and a search's lookups mostly in one or two of them.
pub struct Depo<K> {
    anahtarlar: ParcaliDizi<K>,
    tablolar: Vec<HashTable<u32>>,
}

impl<K: Clone + Eq + Hash> Default for Depo<K> {
    fn default() -> Self {
        Depo { anahtarlar: ParcaliDizi::default(), tablolar: Vec::new() }
    }
}

impl<K: Clone + Eq + Hash> Depo<K> {
    /// State `k`'s number, and whether it is new (then numbered next); `kat` is its table: its
    /// steps in a graded model, 0 in any other.
    #[inline]
    pub fn ekle(&mut self, k: K, kat: usize) -> (u32, bool) {
        if self.tablolar.len() <= kat {
            self.tablolar.resize_with(kat + 1, HashTable::new);
        }
        let Depo { anahtarlar, tablolar } = self;
        let h = KARMA.hash_one(&k);
        match tablolar[kat].entry(
            h,
            |&i| anahtarlar[i as usize] == k,
            |&i| KARMA.hash_one(&anahtarlar[i as usize]),
        ) {
            Entry::Occupied(e) => (*e.get(), false),
            Entry::Vacant(v) => {
                let i = u32::try_from(anahtarlar.len()).expect("fewer than 2^32 states");
                anahtarlar.ekle(k);
                v.insert(i);
                (i, true)
            }
        }
    }

    /// Drops the tables below `kat`: no state with fewer steps is met again (the states are
    /// still numbered and kept).
    pub fn kat_birak(&mut self, kat: usize) {
        for t in self.tablolar.iter_mut().take(kat) {
            *t = HashTable::new();
        }
    }

    /// The key of state `i`.
    #[inline]
    pub fn anahtar(&self, i: u32) -> &K {
        &self.anahtarlar[i as usize]
    }

    /// States met.
    pub fn len(&self) -> usize {
        self.anahtarlar.len()
    }

    /// Whether none is met.
    pub fn is_empty(&self) -> bool {
        self.anahtarlar.is_empty()
    }

    /// Bytes the keys and the tables take (a state kept whole counts its own size only).
    pub fn bayt(&self) -> usize {
        self.anahtarlar.bayt() + self.tablolar.iter().map(HashTable::allocation_size).sum::<usize>()
    }
}

/// A search state's fields written into a key of 128 bits, each in the width its configuration
/// gives it ([`genislik`]). A value wider than its field stops the search ([`Paketleyici::anahtar`]):
/// a key never loses a bit.
#[derive(Debug, Default)]
pub struct Paketleyici {
    deger: u128,
    bit: u32,
    tasan: u64,
}

impl Paketleyici {
    /// Writes `v` in the next `genislik` bits (at most 64, and 128 in all).
    #[inline]
    pub fn yaz(&mut self, v: u64, genislik: u32) -> &mut Self {
        self.tasan |= v.checked_shr(genislik).unwrap_or(0);
        self.deger |= u128::from(v) << self.bit;
        self.bit += genislik;
        self
    }

    /// The key, once every value was found to fit its field.
    #[inline]
    pub fn anahtar(&self) -> u128 {
        assert!(self.tasan == 0 && self.bit <= 128, "a value wider than its field");
        self.deger
    }
}

/// A key read back field by field, in the order [`Paketleyici`] wrote it.
#[derive(Debug)]
pub struct Acici(pub u128);

impl Acici {
    /// The next `genislik` bits.
    #[inline]
    pub fn oku(&mut self, genislik: u32) -> u64 {
        let v = (self.0 & ((1u128 << genislik) - 1)) as u64;
        self.0 >>= genislik;
        v
    }
}

/// The bits a field needs to hold every value up to `en_cok`.
pub const fn genislik(en_cok: u64) -> u32 {
    64 - en_cok.leading_zeros()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn anahtar_alanlarini_geri_verir() {
        let mut p = Paketleyici::default();
        p.yaz(5, genislik(24)).yaz(0, 0).yaz(1, 1).yaz(u64::MAX, 64);
        let mut a = Acici(p.anahtar());
        assert_eq!((a.oku(5), a.oku(0), a.oku(1), a.oku(64)), (5, 0, 1, u64::MAX));
        assert_eq!((genislik(0), genislik(1), genislik(24), genislik(32)), (0, 1, 5, 6));
    }

    #[test]
    #[should_panic(expected = "wider than its field")]
    fn alanina_sigmayan_deger_durdurur() {
        Paketleyici::default().yaz(32, genislik(31)).anahtar();
    }

    #[test]
    fn depo_her_durumu_bir_kez_numaralar() {
        let mut d = Depo::<u128>::default();
        let n = 3 * PARCA as u128;
        for k in 0..n {
            assert_eq!(d.ekle(k * 7919, k as usize % 3), (k as u32, true));
        }
        for k in (0..n).rev() {
            assert_eq!(d.ekle(k * 7919, k as usize % 3), (k as u32, false));
            assert_eq!(*d.anahtar(k as u32), k * 7919);
        }
        assert_eq!(d.len(), n as usize);
    }
}
