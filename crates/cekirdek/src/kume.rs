//! A set of small numbers (nodes, services, jobs) as one 128-bit word: copied, compared and
//! hashed for free, so a model's state can hold sets without allocating.

use std::fmt;

/// A set of the numbers `0..128`.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Kume(u128);

impl Kume {
    /// The largest number a set can hold, plus one.
    pub const KAPASITE: usize = 128;

    /// The empty set.
    pub const BOS: Kume = Kume(0);

    /// The set whose members are the set bits of `b` (bit `i` for `i`).
    pub const fn bitlerden(b: u128) -> Kume {
        Kume(b)
    }

    /// The set as bits: bit `i` for `i`.
    pub const fn bitler(self) -> u128 {
        self.0
    }

    /// `{i}`.
    pub const fn tek(i: usize) -> Kume {
        Kume(1 << i)
    }

    /// `{0, 1, ..., n - 1}`.
    pub const fn ilk(n: usize) -> Kume {
        if n >= Self::KAPASITE { Kume(u128::MAX) } else { Kume((1 << n) - 1) }
    }

    /// Whether `i` is in the set.
    pub const fn icerir(self, i: usize) -> bool {
        i < Self::KAPASITE && self.0 & (1 << i) != 0
    }

    /// The set with `i`.
    pub const fn ile(self, i: usize) -> Kume {
        Kume(self.0 | 1 << i)
    }

    /// The set without `i`.
    pub const fn olmadan(self, i: usize) -> Kume {
        Kume(self.0 & !(1 << i))
    }

    /// The numbers in `self` but not in `o`.
    pub const fn fark(self, o: Kume) -> Kume {
        Kume(self.0 & !o.0)
    }

    /// The numbers in both.
    pub const fn kesisim(self, o: Kume) -> Kume {
        Kume(self.0 & o.0)
    }

    /// How many numbers the set holds.
    pub const fn sayi(self) -> u32 {
        // one turn per number: a model's sets are small, and this needs no popcount instruction
        let (mut kalan, mut n) = (self.0, 0);
        while kalan != 0 {
            kalan &= kalan - 1;
            n += 1;
        }
        n
    }

    /// Whether the set holds more than one number.
    pub const fn birden_fazla(self) -> bool {
        self.0 & self.0.wrapping_sub(1) != 0
    }

    /// Whether the set is empty.
    pub const fn bos_mu(self) -> bool {
        self.0 == 0
    }

    /// The smallest number in the set.
    pub const fn en_kucuk(self) -> Option<usize> {
        if self.0 == 0 { None } else { Some(self.0.trailing_zeros() as usize) }
    }

    /// The numbers, in increasing order.
    pub fn iter(self) -> impl Iterator<Item = usize> {
        let mut kalan = self.0;
        std::iter::from_fn(move || {
            if kalan == 0 {
                return None;
            }
            let i = kalan.trailing_zeros() as usize;
            kalan &= kalan - 1;
            Some(i)
        })
    }
}

impl FromIterator<usize> for Kume {
    fn from_iter<T: IntoIterator<Item = usize>>(iter: T) -> Self {
        iter.into_iter().fold(Kume::BOS, Kume::ile)
    }
}

impl fmt::Debug for Kume {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

#[cfg(feature = "serde")]
impl serde::Serialize for Kume {
    /// As the list of its numbers, in increasing order.
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.iter())
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for Kume {
    /// From the list of its numbers; a number outside the set's capacity is an error.
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let sayilar = <Vec<usize> as serde::Deserialize>::deserialize(d)?;
        if let Some(&n) = sayilar.iter().find(|&&n| n >= Kume::KAPASITE) {
            return Err(serde::de::Error::custom(format!("{n} kümenin sınırının dışında")));
        }
        Ok(sayilar.into_iter().collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kume_islemleri() {
        let a: Kume = [0, 3, 127].into_iter().collect();
        assert!(a.icerir(3) && a.icerir(127) && !a.icerir(1) && !a.icerir(500));
        assert_eq!(a.iter().collect::<Vec<_>>(), [0, 3, 127]);
        assert_eq!(a.sayi(), 3);
        assert!(a.birden_fazla() && !Kume::tek(5).birden_fazla() && !Kume::BOS.birden_fazla());
        assert_eq!(a.olmadan(0).en_kucuk(), Some(3));
        assert_eq!(a.fark(Kume::ilk(4)).iter().collect::<Vec<_>>(), [127]);
        assert_eq!(a.kesisim(Kume::ilk(4)), Kume::tek(0).ile(3));
        assert_eq!(Kume::ilk(128).sayi(), 128);
        assert!(Kume::BOS.bos_mu() && Kume::BOS.en_kucuk().is_none());
        assert_eq!(format!("{a:?}"), "{0, 3, 127}");
    }

    #[cfg(feature = "serde")]
    #[test]
    fn kume_json() {
        let a: Kume = [0, 3, 127].into_iter().collect();
        assert_eq!(serde_json::to_string(&a).unwrap(), "[0,3,127]");
        assert_eq!(serde_json::from_str::<Kume>("[127,0,3]").unwrap(), a);
        assert!(serde_json::from_str::<Kume>("[128]").is_err());
    }
}
