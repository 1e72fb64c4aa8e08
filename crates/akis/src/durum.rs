//! What the model carries from one step to the next ([`Durum`]: the job in progress, where it
//! stands, and the writes committed in each service), and what may go wrong for a job
//! ([`Ariza`]). The run's totals are counted beside the state from the events.

use crate::ADIM;
use ders::Kume;

/// What goes wrong for a job: the step that fails, and which services hear their cancel event
/// (choreography; the coordinator calls every compensation itself). Faults the model will grow
/// (lost or duplicated messages) become new fields.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct Ariza {
    /// The step that fails, if one does.
    pub hata: Option<usize>,
    /// The services subscribed to their cancel event, by [`crate::Servis`]'s order.
    pub abone: Kume,
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
    /// Writes the failed job left behind (no one heard their cancel event).
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
