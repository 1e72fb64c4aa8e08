//! The events a step of the model tells ([`Olay`]), every message among them, as data: jobs and
//! steps by their place in [`ISLER`](crate::is::ISLER) and [`ADIM`](crate::is::ADIM). Their
//! account and their JSON, which name them, are in [`crate::anlatim`].

/// What a message says (steps by their place in [`ADIM`](crate::is::ADIM)).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Konu {
    /// Choreography: the event that starts a job.
    IsBasladi,
    /// Choreography: the event a committed step publishes.
    AdimBitti(usize),
    /// Choreography: the event a failing step publishes.
    AdimHatasi(usize),
    /// Orchestration: the coordinator's command to run a step.
    Komut(usize),
    /// Orchestration: a service's reply that its step committed.
    Tamam,
    /// Orchestration: a service's reply that its step failed.
    Hata,
    /// A compensation: the cancel event (choreography) or the coordinator's command.
    Iptal(usize),
    /// Orchestration: a service's reply that its compensation is done.
    IptalTamam,
}

impl Konu {
    /// Whether the message belongs to a compensation.
    pub fn telafi(self) -> bool {
        matches!(self, Konu::Iptal(_) | Konu::IptalTamam)
    }
}

/// One event of the model, in order: per job its messages and steps, its failure, its
/// compensations, its end.
#[derive(Debug, Clone, PartialEq, Eq)]
#[allow(missing_docs, reason = "each variant's doc names its fields")]
pub enum Olay {
    /// A message of job `is` saying `konu`, from lifeline `kimden` to lifeline `kime` (0: the
    /// initiator or the coordinator; step `i`'s service is `i + 1`; none: nobody listens).
    Ileti { is: usize, kimden: usize, kime: Option<usize>, konu: Konu },
    /// Step `adim` of job `is` committed in its own service's boundary.
    Kesinlesti { is: usize, adim: usize },
    /// Step `adim` failed: the job stops here.
    HataVerdi { is: usize, adim: usize },
    /// Job `is`'s compensation of committed step `adim`: done, or missed because its service did
    /// not subscribe (`abone` false; always true in orchestration) or its message was lost
    /// (`kayip`: in orchestration the coordinator, missing the reply, knows); `cift` if it
    /// arrived twice and the step was compensated twice.
    Telafi { is: usize, adim: usize, abone: bool, kayip: bool, cift: bool },
    /// All four steps of job `is` committed.
    Tamamlandi { is: usize },
    /// Failed job `is`'s end: the step that failed (`adim`), the steps committed before it
    /// (`kesinlesen`), and the committed writes nobody compensated (`acik`).
    Durdu { is: usize, adim: usize, kesinlesen: usize, acik: u32 },
}

impl Olay {
    /// The job the event is about.
    pub fn is(&self) -> usize {
        match *self {
            Olay::Ileti { is, .. }
            | Olay::Kesinlesti { is, .. }
            | Olay::HataVerdi { is, .. }
            | Olay::Telafi { is, .. }
            | Olay::Tamamlandi { is }
            | Olay::Durdu { is, .. } => is,
        }
    }
}
