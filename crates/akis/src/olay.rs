//! The events a step of the model tells ([`Olay`]), every message among them, as data: jobs and
//! steps by their place in [`ISLER`](crate::is::ISLER) and [`ADIM`](crate::is::ADIM). Their
//! account and their JSON, which name them, are in [`crate::iz`].

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
pub enum Olay {
    /// A message from lifeline `kimden` to lifeline `kime` (0: the initiator or the coordinator;
    /// step `i`'s service is `i + 1`; none: nobody listens).
    Ileti {
        /// The job.
        is: usize,
        /// The sender's lifeline.
        kimden: usize,
        /// The receiver's lifeline, if anyone receives it.
        kime: Option<usize>,
        /// What it says.
        konu: Konu,
    },
    /// Step `adim` of job `is` committed in its own service's boundary.
    Kesinlesti {
        /// The job.
        is: usize,
        /// The step.
        adim: usize,
    },
    /// Step `adim` failed: the job stops here.
    HataVerdi {
        /// The job.
        is: usize,
        /// The step.
        adim: usize,
    },
    /// A committed step's compensation: done, or missed because its service did not subscribe
    /// or its message was lost.
    Telafi {
        /// The job.
        is: usize,
        /// The step being undone.
        adim: usize,
        /// Whether anyone acted on the cancel (always in orchestration).
        abone: bool,
        /// Whether the compensation message was lost: no compensation (in orchestration the
        /// coordinator, missing the reply, knows).
        kayip: bool,
        /// Whether it arrived twice: the step was compensated twice.
        cift: bool,
    },
    /// All four steps of job `is` committed.
    Tamamlandi {
        /// The job.
        is: usize,
    },
    /// The failed job's end: where it stopped, how many steps had committed, the writes left.
    Durdu {
        /// The job.
        is: usize,
        /// The failing step.
        adim: usize,
        /// Steps committed before it.
        kesinlesen: usize,
        /// Committed writes nobody compensated.
        acik: u32,
    },
}
