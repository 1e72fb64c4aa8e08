//! A lesson's model as one step ([`Adimli`]): the lesson writes its state, one step's faults,
//! the step telling its events, its own choice of faults at each step, and the fold of those
//! events into the run's totals and into the bookkeeping its claims read. Everything that drives
//! the step is derived from it here, once for every lesson: a run under the lesson's schedule or
//! a written one ([`surdur`], [`izle`], [`kosum`]) and a path's replay ([`oynat`]). The claims'
//! walk (`ders::ozellik`) and the checker's model (`arama`) drive the same step.

use crate::iz::{Iz, Sayan, Toplar};

/// A lesson's model as one step function, implemented once by the lesson's unit type.
pub trait Adimli {
    /// The options of a run.
    type Secenek;
    /// What one step carries to the next; before the first step, its default.
    type Durum: Clone + Default;
    /// One step's faults: what the lesson's schedule, a written one or the checker chooses.
    type Ariza: Clone;
    /// An event, as a run's trace keeps it.
    type Olay;
    /// A run's totals, counted from its events.
    type Olcum: Default + Toplar<Self::Olay>;
    /// What the lesson's claims read besides the state, counted from the events.
    type Defter: Clone + Default;
    /// A run's faults as its options give them (the lesson's own, or a written schedule), read
    /// once before the first step.
    type Plan;

    /// Checks options `s` and reads their schedule.
    fn plan(s: &Self::Secenek) -> Result<Self::Plan, crate::SecenekHatasi>;
    /// The faults plan `p` gives the step from `d`, the run having gone `g` so far; `None` once
    /// the run has ended.
    fn secim(s: &Self::Secenek, p: &Self::Plan, d: &Self::Durum, g: Gecmis) -> Option<Self::Ariza>;
    /// One step from `d` with faults `a`: its events told to `iz` and counted into `defter`.
    fn adim(
        s: &Self::Secenek,
        d: &mut Self::Durum,
        defter: &mut Self::Defter,
        a: &Self::Ariza,
        iz: &mut impl Iz<Self::Olay>,
    );
    /// The point of the run the step from `d` makes, the run having gone `g` so far: by default
    /// its round, the step's count from 1 (a run told job by job has several steps a point).
    fn nokta(d: &Self::Durum, g: Gecmis) -> u32 {
        let _ = d;
        g.adim + 1
    }
    /// The totals once the run has ended in `d`.
    fn sonuc(d: &Self::Durum, olcum: Self::Olcum) -> Self::Olcum {
        let _ = d;
        olcum
    }
}

/// How far a run has gone, as the choice of the next step's faults sees it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Gecmis {
    /// Steps made.
    pub adim: u32,
    /// Whether the last step told an event (before the first: yes).
    pub oldu: bool,
}

/// A lesson's state and the bookkeeping its claims read besides it: what a claim looks at.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[allow(missing_docs, reason = "the type's doc names its fields")]
pub struct Kesit<S, D> {
    pub model: S,
    pub defter: D,
}

/// What the claims of `A` look at: its state and its bookkeeping.
pub type Gorunum<A> = Kesit<<A as Adimli>::Durum, <A as Adimli>::Defter>;

/// A run of `A` on options `s`: step by step as its plan chooses, each event counted and told
/// to `iz`; after each step `gor` sees the step's point and what the claims look at (the run
/// stops early once it says `false`).
pub fn surdur<A: Adimli>(
    s: &A::Secenek,
    iz: &mut impl Iz<A::Olay>,
    gor: &mut dyn FnMut(u32, &Gorunum<A>) -> bool,
) -> Result<A::Olcum, crate::SecenekHatasi> {
    let plan = A::plan(s)?;
    let mut hal = Kesit { model: A::Durum::default(), defter: A::Defter::default() };
    let (mut olcum, mut g) = (A::Olcum::default(), Gecmis { adim: 0, oldu: true });
    while let Some(a) = A::secim(s, &plan, &hal.model, g) {
        let nokta = A::nokta(&hal.model, g);
        let mut olan = Olan(false, &mut *iz);
        A::adim(s, &mut hal.model, &mut hal.defter, &a, &mut Sayan(&mut olcum, &mut olan));
        g = Gecmis { adim: g.adim + 1, oldu: olan.0 };
        if !gor(nokta, &hal) {
            break;
        }
    }
    Ok(A::sonuc(&hal.model, olcum))
}

/// One run of `A` on options `s`, each event told to `iz`.
pub fn izle<A: Adimli>(
    s: &A::Secenek,
    iz: &mut impl Iz<A::Olay>,
) -> Result<A::Olcum, crate::SecenekHatasi> {
    surdur::<A>(s, iz, &mut |_, _| true)
}

/// One run of `A` on options `s`, without a trace.
pub fn kosum<A: Adimli>(s: &A::Secenek) -> Result<A::Olcum, crate::SecenekHatasi> {
    izle::<A>(s, &mut ())
}

/// A path's replay: one step of `A` for each faults of `z`, whatever the plan would choose and
/// wherever the run would have ended (a checker's path ends where its model does). The options
/// are checked as a run checks them.
pub fn oynat<A: Adimli>(
    s: &A::Secenek,
    z: &[A::Ariza],
    iz: &mut impl Iz<A::Olay>,
) -> Result<A::Olcum, crate::SecenekHatasi> {
    A::plan(s)?;
    let (mut d, mut defter, mut olcum) =
        (A::Durum::default(), A::Defter::default(), A::Olcum::default());
    for a in z {
        A::adim(s, &mut d, &mut defter, a, &mut Sayan(&mut olcum, iz));
    }
    Ok(A::sonuc(&d, olcum))
}

/// A sink that passes every event on to `.1` and notes in `.0` that one came.
struct Olan<'a, I>(bool, &'a mut I);

impl<O, I: Iz<O>> Iz<O> for Olan<'_, I> {
    const TUTAR: bool = I::TUTAR;
    #[inline(always)]
    fn olay(&mut self, olay: impl FnOnce() -> O) {
        self.0 = true;
        self.1.olay(olay);
    }
    #[inline(always)]
    fn ayrinti(&mut self, olay: impl FnOnce() -> O) {
        self.1.ayrinti(olay);
    }
}
