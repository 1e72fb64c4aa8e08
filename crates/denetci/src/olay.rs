//! The events a round of the model tells ([`Olay`]), as data: jobs and steps by their place in
//! [`ISLER`](crate::denetim::ISLER) and [`ADIM`](crate::denetim::ADIM). Their account and their
//! JSON, which name them, are in [`crate::anlatim`].

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
#[allow(missing_docs, reason = "each variant's doc names its fields")]
pub enum Olay {
    /// The agent executed job `is`'s step `adim` and its record arrived.
    Yurutuldu { is: usize, adim: usize },
    /// The agent ran job `is`'s step `adim` but no record arrived: it hung or failed (`neden`),
    /// and nobody notices.
    KayitDusmedi { is: usize, adim: usize, neden: Sonuc },
    /// The supervisor read `okunan` records.
    Tarama { okunan: usize },
    /// The supervisor found job `is`'s step `adim` expired, `gecikme` rounds after its record was
    /// due, and handed it back for another try; `bosa` if the work had in fact been done (the
    /// next run of it is wasted).
    YenidenSurdu { is: usize, adim: usize, gecikme: u32, bosa: bool },
    /// The scheduler started job `is`'s step `adim`, re-driven `deneme` times so far.
    Baslatti { is: usize, adim: usize, deneme: u32 },
    /// All four steps of job `is` done.
    Bitti { is: usize },
    /// Job `is` passed the threshold: its `adim_sayisi` completed steps were compensated.
    TelafiEdildi { is: usize, adim_sayisi: usize },
}
