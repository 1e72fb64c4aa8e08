//! The states a search has met, kept exactly and small: each state once, numbered in the order
//! met, as its key. A configuration that packs its states ([`Model::anahtar`]) is kept as keys of
//! 96 bits where they fit ([`Model::anahtar_bitleri`]), of 128 otherwise; any other as its search
//! states themselves. The table that finds a state's number holds numbers only (4 bytes and a
//! control byte a slot), hashed with a fast, fixed hash, and compares the keys it points to: no
//! probabilistic fingerprints, every verdict exact.

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
    /// The key kept (made by other threads too, natively).
    type Anahtar: Clone + Eq + Hash + Send + Sync;
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

/// States packed by the configuration ([`Model::anahtar`]) into keys of `N` words of 32 bits,
/// stepped from the lesson's own state: no packed copy of it is made on the way.
pub struct Paketli<const N: usize>;

impl<M: Model, const N: usize> Kodlama<M> for Paketli<N> {
    type Anahtar = Paket<N>;
    type Acik = Acik<M>;
    fn kodla(m: &M, d: &AramaDurumu<M>) -> Paket<N> {
        m.anahtar(&d.ac()).expect("a configuration that packs its states").into()
    }
    #[inline]
    fn ac(m: &M, k: &Paket<N>) -> ((Acik<M>, Acik<M>), AramaDurumu<M>) {
        let acik = m.anahtardan((*k).into());
        ((acik.clone(), acik.clone()), acik.kapat())
    }
    #[inline]
    fn sonraki(
        m: &M,
        (acik, s): &mut (Acik<M>, Acik<M>),
        d: &AramaDurumu<M>,
        e: Eylem<M>,
    ) -> Paket<N> {
        m.adimla_icine(d, acik, e, s);
        m.anahtar(s).expect("a configuration that packs its states").into()
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

/// The states met, numbered in the order met, each key beside what the search keeps of the
/// state (`V`: one read finds both). A graded model's states are found by their steps
/// ([`Model::derinlik`]): one table for each number of steps, each a fraction of the whole and
/// a search's lookups mostly in one or two of them.
pub struct Depo<K, V = ()> {
    anahtarlar: ParcaliDizi<(K, V)>,
    tablolar: Vec<HashTable<u32>>,
}

impl<K: Clone + Eq + Hash, V: Copy + Default> Default for Depo<K, V> {
    fn default() -> Self {
        Depo { anahtarlar: ParcaliDizi::default(), tablolar: Vec::new() }
    }
}

impl<K: Clone + Eq + Hash, V: Copy + Default> Depo<K, V> {
    /// State `k`'s number, and whether it is new (then numbered next, with what the search
    /// keeps of it at its default); `kat` is its table: its steps in a graded model, 0 in any
    /// other.
    #[inline]
    pub fn ekle(&mut self, k: K, kat: usize) -> (u32, bool) {
        let h = KARMA.hash_one(&k);
        self.karmasiyla_ekle(k, h, kat)
    }

    /// [`Depo::ekle`] for state `k` of hash `h` ([`KARMA`]'s, made beforehand).
    #[inline]
    pub(crate) fn karmasiyla_ekle(&mut self, k: K, h: u64, kat: usize) -> (u32, bool) {
        if self.tablolar.len() <= kat {
            self.tablolar.resize_with(kat + 1, HashTable::new);
        }
        let Depo { anahtarlar, tablolar } = self;
        match tablolar[kat].entry(
            h,
            |&i| anahtarlar[i as usize].0 == k,
            |&i| KARMA.hash_one(&anahtarlar[i as usize].0),
        ) {
            Entry::Occupied(e) => (*e.get(), false),
            Entry::Vacant(v) => {
                let i = u32::try_from(anahtarlar.len()).expect("fewer than 2^32 states");
                anahtarlar.ekle((k, V::default()));
                v.insert(i);
                (i, true)
            }
        }
    }

    /// State `k`'s number (of hash `h`, in table `kat`), if it was met: a lookup that changes
    /// nothing, so a batch's lookups can be made one after another before any is acted on
    /// (the memory they wait on is then fetched side by side).
    #[inline]
    pub(crate) fn bul(&self, k: &K, h: u64, kat: usize) -> Option<u32> {
        let Depo { anahtarlar, tablolar } = self;
        tablolar.get(kat)?.find(h, |&i| anahtarlar[i as usize].0 == *k).copied()
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
        &self.anahtarlar[i as usize].0
    }

    /// What the search keeps of state `i`.
    #[inline]
    pub fn deger(&self, i: u32) -> V {
        self.anahtarlar[i as usize].1
    }

    /// What the search keeps of state `i`, to change.
    #[inline]
    pub fn deger_mut(&mut self, i: u32) -> &mut V {
        &mut self.anahtarlar[i as usize].1
    }

    /// States met.
    pub fn len(&self) -> usize {
        self.anahtarlar.len()
    }

    /// Whether none is met.
    pub fn is_empty(&self) -> bool {
        self.anahtarlar.is_empty()
    }

    /// Bytes the keys, what is kept beside them and the tables take (a state kept whole counts
    /// its own size only).
    pub fn bayt(&self) -> usize {
        self.anahtarlar.bayt() + self.tablolar.iter().map(HashTable::allocation_size).sum::<usize>()
    }
}

/// A packed key as the store keeps it: `N` words of 32 bits (3 where the configuration's keys
/// fit 96 bits, else 4), so that what a search keeps of the state sits beside it without the
/// padding a 128-bit number's alignment would add.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Paket<const N: usize>([u32; N]);

impl<const N: usize> From<u128> for Paket<N> {
    /// Key `k` in `N` words; a key wider than them stops the search (a key never loses a bit).
    #[inline]
    fn from(k: u128) -> Paket<N> {
        const { assert!(N == 3 || N == 4, "a key of 3 or 4 words") };
        assert!(N == 4 || k >> (32 * N) == 0, "a key wider than its {N} words");
        Paket(std::array::from_fn(|i| (k >> (32 * i)) as u32))
    }
}

impl<const N: usize> From<Paket<N>> for u128 {
    #[inline]
    fn from(Paket(w): Paket<N>) -> u128 {
        w.iter().rev().fold(0, |k, &s| k << 32 | u128::from(s))
    }
}

impl<const N: usize> Hash for Paket<N> {
    #[inline]
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        h.write_u128(u128::from(*self));
    }
}

/// A search state's fields written into a key of at most 128 bits, each in the width its
/// configuration gives it ([`genislik`]). A value wider than its field stops the search
/// ([`Paketleyici::anahtar`]): a key never loses a bit.
#[derive(Debug, Default)]
pub struct Paketleyici {
    /// The key's low 64 bits and its high ones.
    alt: u64,
    ust: u64,
    bit: u32,
    tasan: u64,
}

impl Paketleyici {
    /// Writes `v` in the next `genislik` bits (at most 63, and 128 in all): words of 64 bits
    /// (a field may straddle them), each written the same way for every state of a
    /// configuration, so the branches are always guessed.
    #[inline]
    pub fn yaz(&mut self, v: u64, genislik: u32) -> &mut Self {
        debug_assert!(genislik < 64, "a field of at most 63 bits");
        self.tasan |= v >> (genislik & 63);
        let b = self.bit;
        if b < 64 {
            self.alt |= v << b;
            if b + genislik > 64 {
                self.ust |= v >> (64 - b);
            }
        } else {
            self.ust |= v << ((b - 64) & 63);
        }
        self.bit = b + genislik;
        self
    }

    /// The bits written so far.
    pub fn yazilan(&self) -> u32 {
        self.bit
    }

    /// The key, once every value was found to fit its field.
    #[inline]
    pub fn anahtar(&self) -> u128 {
        assert!(self.tasan == 0 && self.bit <= 128, "a value wider than its field");
        u128::from(self.alt) | u128::from(self.ust) << 64
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
        p.yaz(5, genislik(24)).yaz(0, 0).yaz(1, 1).yaz(u64::MAX >> 1, 63);
        let mut a = Acici(p.anahtar());
        assert_eq!((a.oku(5), a.oku(0), a.oku(1), a.oku(63)), (5, 0, 1, u64::MAX >> 1));
        assert_eq!((genislik(0), genislik(1), genislik(24), genislik(32)), (0, 1, 5, 6));
    }

    #[test]
    fn uc_sozcuk_96_biti_tutar() {
        let k = (1u128 << 96) - 3;
        assert_eq!(u128::from(Paket::<3>::from(k)), k);
        assert_eq!(u128::from(Paket::<4>::from(k << 31)), k << 31);
    }

    #[test]
    #[should_panic(expected = "wider than its 3 words")]
    fn uc_sozcuge_sigmayan_anahtar_durdurur() {
        let _ = Paket::<3>::from(1u128 << 96);
    }

    #[test]
    #[should_panic(expected = "wider than its field")]
    fn alanina_sigmayan_deger_durdurur() {
        Paketleyici::default().yaz(32, genislik(31)).anahtar();
    }

    #[test]
    fn depo_her_durumu_bir_kez_numaralar() {
        let mut d = Depo::<Paket<4>, u32>::default();
        let n = 3 * PARCA as u128;
        // keys with bits in every word
        let k = |i: u128| Paket::from(i * 0x1_0000_0001_0000_0001_0000_0001 + i);
        for i in 0..n {
            assert_eq!(d.ekle(k(i), i as usize % 3), (i as u32, true));
            *d.deger_mut(i as u32) = i as u32 + 7;
        }
        for i in (0..n).rev() {
            assert_eq!(d.ekle(k(i), i as usize % 3), (i as u32, false));
            assert_eq!((*d.anahtar(i as u32), d.deger(i as u32)), (k(i), i as u32 + 7));
            assert_eq!(u128::from(k(i)), i * 0x1_0000_0001_0000_0001_0000_0001 + i);
        }
        assert_eq!(d.len(), n as usize);
        assert_eq!(size_of::<(Paket<4>, (u32, u32, u32))>(), 28, "no padding");
        assert_eq!(size_of::<(Paket<3>, (u32, u32))>(), 20, "no padding");
    }
}
