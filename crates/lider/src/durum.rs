//! What the model carries from one round to the next ([`Durum`]), and what may go wrong in a
//! round ([`Ariza`]). The state holds only what the next round needs, so two runs that reach the
//! same situation have equal states; the run's totals are counted beside it from the events.

use crate::secenek::DUGUM;
use ders::{Kume, Kusurlar};

/// Most nodes a run can have: the size of the state's per-node array.
pub const DUGUM_UST: usize = DUGUM.aralik.ust as usize;

/// What goes wrong in one round. Faults the model will grow (lost or duplicated messages)
/// become new fields.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct Ariza {
    /// The nodes nobody can reach this round: they neither renew, take over, nor act.
    pub ulasilamaz: Kume,
    /// Defects planted in the model for the explorer's mutants, by [`Kusur`]'s order.
    pub kusurlar: Kusurlar,
}

impl Ariza {
    /// A round in which the nodes of `ulasilamaz` cannot be reached, and nothing else goes wrong.
    pub const fn ulasilamayan(ulasilamaz: Kume) -> Self {
        Ariza { ulasilamaz, kusurlar: Kusurlar::YOK }
    }

    /// Whether defect `k` is planted (only the explorer's mutants plant one, with the `kusur`
    /// feature; otherwise never).
    #[inline]
    pub fn kusur(&self, k: Kusur) -> bool {
        self.kusurlar.icerir(k as usize)
    }
}

/// A defect the explorer plants in the model (a mutant) to show that its claims can fail: each
/// must be caught with a counterexample.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Kusur {
    /// Fencing rejects nothing: a stale leader's work is accepted.
    CitlemeYok,
    /// The persistent trigger is not recorded: a trigger no leader accepts is lost.
    TetikKaydedilmez,
    /// A takeover keeps the old token instead of issuing a larger one.
    BelirtecArtmaz,
}

/// The shared persistent record: who leads, when it last renewed, the last token issued.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Kayit {
    /// The leader.
    pub lider: usize,
    /// The round of its last renewal.
    pub son_yenileme: u32,
    /// The last fencing token issued.
    pub belirtec: u16,
}

/// The model's state after a round.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Durum {
    /// The last round played (0 before the first).
    pub tur: u32,
    /// The record.
    pub kayit: Kayit,
    /// The nodes that believe they lead.
    pub inanan: Kume,
    /// Each node's token, from its last takeover (node 0 starts with 1).
    pub belirtec: [u16; DUGUM_UST],
    /// Triggers waiting in the record (persistent trigger only).
    pub bekleyen: u32,
    /// The round the last waiting trigger was recorded.
    pub bekleyen_tur: u32,
}

impl Default for Durum {
    /// Before the first round: node 0 leads with token 1, and believes it.
    fn default() -> Self {
        let mut belirtec = [0; DUGUM_UST];
        belirtec[0] = 1;
        Durum {
            tur: 0,
            kayit: Kayit { lider: 0, son_yenileme: 0, belirtec: 1 },
            inanan: Kume::tek(0),
            belirtec,
            bekleyen: 0,
            bekleyen_tur: 0,
        }
    }
}

impl std::fmt::Debug for Durum {
    /// The tokens up to the last node that holds one (the array has room for every node a run
    /// may have).
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let n = self.belirtec.iter().rposition(|&b| b > 0).map_or(0, |i| i + 1);
        f.debug_struct("Durum")
            .field("tur", &self.tur)
            .field("kayit", &self.kayit)
            .field("inanan", &self.inanan)
            .field("belirtec", &&self.belirtec[..n])
            .field("bekleyen", &self.bekleyen)
            .field("bekleyen_tur", &self.bekleyen_tur)
            .finish()
    }
}
