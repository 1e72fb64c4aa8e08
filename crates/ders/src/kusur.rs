//! The defects planted in a lesson's model for the explorer's mutants (`crates/kesif`): each
//! lesson names its own (`Kusur`), its model asks `ariza.kusur(Kusur::...)` at a few places, and
//! the answer is always "no" unless the explorer built the lesson with the `kusur` feature.
//! Without that feature [`Kusurlar`] holds nothing and the question costs nothing.

#[cfg(feature = "kusur")]
use crate::Kume;

/// The defects planted, by the lesson's `Kusur` order: a set with the `kusur` feature, empty
/// (and zero-sized) without it.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct Kusurlar {
    #[cfg(feature = "kusur")]
    kume: Kume,
}

impl Kusurlar {
    /// No defect: the lesson's own model.
    pub const YOK: Kusurlar = Kusurlar {
        #[cfg(feature = "kusur")]
        kume: Kume::BOS,
    };

    /// Defect number `k` alone: one mutant.
    #[cfg(feature = "kusur")]
    pub const fn tek(k: usize) -> Kusurlar {
        Kusurlar { kume: Kume::tek(k) }
    }

    /// Whether defect number `k` is planted; never without the `kusur` feature.
    #[inline]
    pub fn icerir(self, k: usize) -> bool {
        #[cfg(feature = "kusur")]
        return self.kume.icerir(k);
        #[cfg(not(feature = "kusur"))]
        {
            let _ = k;
            false
        }
    }
}
