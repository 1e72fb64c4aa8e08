//! The events a round of the model tells ([`Olay`]), as data: jobs and steps by their place in
//! [`ISLER`](crate::denetim::ISLER) and [`ADIM`](crate::denetim::ADIM). Their account and their
//! JSON, which name them, are in [`crate::iz`].

/// What one execution of a step comes to.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub enum Sonuc {
    /// The work is done and its record arrives.
    #[default]
    Tamam,
    /// The work is done but its record never arrives: the step hangs silently.
    Asili,
    /// The step fails: no work, no record.
    Kalici,
}

/// One event of the model, as a round makes them: the agent's, then the supervisor's, then the
/// scheduler's.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Olay {
    /// The agent executed job `is`'s step `adim` and its record arrived.
    Yurutuldu {
        /// The job.
        is: usize,
        /// The step.
        adim: usize,
    },
    /// The agent ran the step but no record arrived: nobody notices.
    KayitDusmedi {
        /// The job.
        is: usize,
        /// The step.
        adim: usize,
        /// Hang ([`Sonuc::Asili`]) or permanent failure ([`Sonuc::Kalici`]).
        neden: Sonuc,
    },
    /// The supervisor read `okunan` records.
    Tarama {
        /// Records read.
        okunan: usize,
    },
    /// The supervisor found the step expired and handed it back for another try.
    YenidenSurdu {
        /// The job.
        is: usize,
        /// The step.
        adim: usize,
        /// Rounds since its record was due.
        gecikme: u32,
        /// Whether the work had in fact been done (the next run of it is wasted).
        bosa: bool,
    },
    /// The scheduler started the job's next step, for the `deneme`-th re-drive.
    Baslatti {
        /// The job.
        is: usize,
        /// The step.
        adim: usize,
        /// Re-drives of this step so far.
        deneme: u32,
    },
    /// All four steps of job `is` done.
    Bitti {
        /// The job.
        is: usize,
    },
    /// Job `is` passed the threshold: its `adim_sayisi` completed steps were compensated.
    TelafiEdildi {
        /// The job.
        is: usize,
        /// Steps compensated.
        adim_sayisi: usize,
    },
}
