//! What the model carries from one step to the next ([`Durum`]: the job in progress, where it
//! stands, and the writes committed in each service), and what may go wrong for a job
//! ([`Ariza`]). The run's totals are counted beside the state from the events.

use crate::ADIM;
use ders::{Kume, Kusurlar};
use serde::{Deserialize, Serialize};

/// What goes wrong for a job: the step that fails, which services hear their cancel event
/// (choreography; the coordinator calls every compensation itself), and which compensation
/// messages (cancel event or coordinator's command) are lost or arrive twice.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Ariza {
    /// The step that fails, if one does.
    pub hata: Option<usize>,
    /// The services subscribed to their cancel event, by [`crate::Servis`]'s order.
    pub abone: Kume,
    /// The services whose compensation message is lost on the way: nobody compensates, and in
    /// orchestration the coordinator, missing the reply, knows.
    pub kayip: Kume,
    /// The services whose compensation message arrives twice: they compensate twice.
    pub cift: Kume,
    /// Defects planted in the model for the explorer's mutants, by [`Kusur`]'s order.
    #[serde(skip)]
    pub kusurlar: Kusurlar,
}

impl Ariza {
    /// A job whose step `hata` fails (if any) with the services of `abone` subscribed to their
    /// cancel event, every message delivered once.
    pub const fn yeni(hata: Option<usize>, abone: Kume) -> Self {
        Ariza { hata, abone, kayip: Kume::BOS, cift: Kume::BOS, kusurlar: Kusurlar::YOK }
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
    /// The coordinator skips the compensation of the first step, and does not notice.
    IlkTelafiAtlanir,
    /// Choreography forgets the subscription: every service compensates, subscribed or not.
    AbonelikYok,
}

/// The model's state between two steps.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct Durum {
    /// The job in progress (its place in [`crate::ISLER`]); all are done when it is past the end.
    pub is: usize,
    /// Going forward, the step to run next; compensating, the last step looked at.
    pub sira: usize,
    /// The step that failed, once one has: the job is compensating.
    pub hata: Option<usize>,
    /// Writes the failed job left behind (no one heard or received their compensation message).
    pub acik: u32,
    /// The committed writes of each step: the jobs whose write stands.
    pub kalici: [Kume; ADIM.len()],
}

impl Durum {
    /// Moves on to the next job; the committed writes stay.
    pub fn sonraki_is(&mut self) {
        *self = Durum { is: self.is + 1, kalici: self.kalici, ..Durum::default() };
    }
}
