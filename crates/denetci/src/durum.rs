//! What the model carries from one round to the next ([`Durum`]: the persistent record of the
//! jobs, and whether a hung step's work was in fact done), and what may go wrong in a round
//! ([`Ariza`]: what each step the agent executes comes to). The run's totals are counted beside
//! the state from the events.

use crate::ISLER;
use ders::{Kume, Kusurlar};
use serde::{Deserialize, Serialize};

/// A job's state in the persistent record.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Hal {
    /// Siradaki adimi bekliyor.
    Bekliyor,
    /// Adimi basladi, sonucu bekleniyor.
    Yuruyor,
    /// Dort adimi da bitti.
    Bitti,
    /// Esigi asti, tamamlanmis adimlari telafi edildi.
    Telafi,
}

/// A job in the persistent record: which step, in what state, when the step started, which
/// try; and, hidden from the scheduler and the supervisor, whether the agent did the work of a
/// step whose record never came.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Kayit {
    /// Siradaki adimin sirasi.
    pub adim: usize,
    /// Durumu.
    pub hal: Hal,
    /// Adimin basladigi tur.
    pub basladi: u32,
    /// Adimin kacinci kez yeniden suruldugu.
    pub deneme: u32,
    /// Kaydi dusmeyen son yurutmede is yapildi mi (asili kalma).
    pub yapildi: bool,
}

/// What one execution of a step comes to.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum Sonuc {
    /// The work is done and its record arrives.
    #[default]
    Tamam,
    /// The work is done but its record never arrives: the step hangs silently.
    Asili,
    /// The step fails: no work, no record.
    Kalici,
}

/// What goes wrong in one round: asked, for each step the agent executes, what that execution
/// comes to. Any `Fn(job, record) -> Sonuc` is one (job: its place in [`ISLER`]). Faults the
/// model will grow (lost or duplicated messages) become new methods with a harmless default.
pub trait Ariza {
    /// What the agent's execution of job `is`'s current step (`kayit.adim`, try `kayit.deneme`)
    /// comes to.
    fn sonuc(&self, is: usize, kayit: &Kayit) -> Sonuc;

    /// The defects planted in the model for the explorer's mutants, by [`Kusur`]'s order.
    fn kusurlar(&self) -> Kusurlar {
        Kusurlar::YOK
    }

    /// Whether defect `k` is planted (only the explorer's mutants plant one, with the `kusur`
    /// feature; otherwise never).
    #[inline]
    fn kusur(&self, k: Kusur) -> bool {
        self.kusurlar().icerir(k as usize)
    }
}

/// One round's faults written down: the jobs (by their place in [`ISLER`]) whose execution
/// this round hangs, and those whose execution fails; every other execution is done. A
/// schedule is a list of them, one per round.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct TurArizasi {
    /// Jobs whose execution hangs (done, no record).
    pub asili: Kume,
    /// Jobs whose execution fails (no work, no record).
    pub kalici: Kume,
    /// Defects planted in the model for the explorer's mutants, by [`Kusur`]'s order.
    #[serde(skip)]
    pub kusurlar: Kusurlar,
}

impl Ariza for TurArizasi {
    fn sonuc(&self, is: usize, _: &Kayit) -> Sonuc {
        if self.kalici.icerir(is) {
            Sonuc::Kalici
        } else if self.asili.icerir(is) {
            Sonuc::Asili
        } else {
            Sonuc::Tamam
        }
    }
    fn kusurlar(&self) -> Kusurlar {
        self.kusurlar
    }
}

/// A defect the explorer plants in the model (a mutant) to show that its claims can fail: each
/// must be caught with a counterexample.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Kusur {
    /// The scheduler ignores the retry threshold: it never compensates.
    EsikYok,
    /// The supervisor re-drives any unfinished job whose lease ran out, even one waiting or
    /// already compensated.
    DenetciHaleBakmaz,
    /// The record of a done step does not move the job on: the step runs again.
    KayitIlerletmez,
    /// Without a supervisor, the scheduler restarts a step whose lease ran out on its own.
    ZamanlayiciKendisiSurer,
}

impl<F: Fn(usize, &Kayit) -> Sonuc> Ariza for F {
    fn sonuc(&self, is: usize, kayit: &Kayit) -> Sonuc {
        self(is, kayit)
    }
}

/// The model's state after a round.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Durum {
    /// The last round played (0 before the first).
    pub tur: u32,
    /// The record, one entry per job in [`ISLER`]'s order.
    pub isler: [Kayit; ISLER.len()],
}

impl Default for Durum {
    /// Before the first round: every job waits for its first step.
    fn default() -> Self {
        let bekliyor = Kayit { adim: 0, hal: Hal::Bekliyor, basladi: 0, deneme: 0, yapildi: false };
        Durum { tur: 0, isler: [bekliyor; ISLER.len()] }
    }
}

impl Durum {
    /// Whether every job has settled (completed or compensated): nothing moves any more.
    #[inline]
    pub fn durdu(&self) -> bool {
        self.isler.iter().all(|k| matches!(k.hal, Hal::Bitti | Hal::Telafi))
    }
}
