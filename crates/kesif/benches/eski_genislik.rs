//! The plain check's engine as it was before the exact, compact store (commit 3c66619,
//! `crates/arama/src/genislik.rs`), kept only for `cargo bench -p kesif` to run it beside
//! today's: every state whole in a SipHash `HashSet`, a copy of it in the queue, each state's
//! choice kept whole. Not used anywhere else.

use arama::model::{AramaDurumu, Eylem, Kosul, Model, Tur, kosullar};
use std::collections::{HashSet, VecDeque};

/// States looked at between two checks of whether every claim is reported (and two reports of
/// progress), as stateright's checker does.
const BLOK: usize = 1500;

/// How far a search has come: unique states, states explored (repeats included), the depth of
/// the state looked at last.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Ilerleme {
    /// Unique states generated.
    pub durum: usize,
    /// States explored, repeats included.
    pub kesfedilen: usize,
    /// Steps from the initial state to the state looked at last.
    pub derinlik: usize,
}

/// What a search found of one claim: its name, and the path of the state that first broke it
/// (a claim of every state) or showed it (of some state), if one did.
#[derive(Debug, Clone, PartialEq)]
pub struct Bulgu<E> {
    /// The claim's name.
    pub ozellik: &'static str,
    /// The faults of each step from the initial state.
    pub yol: Option<Vec<E>>,
}

/// A search's result: the counts when it ended, each claim that speaks of the configuration,
/// and whether it was stopped before the end.
#[derive(Debug, Clone, PartialEq)]
pub struct Arama<E> {
    /// The counts.
    pub ilerleme: Ilerleme,
    /// Each claim, in the model's order.
    pub bulgular: Vec<Bulgu<E>>,
    /// Whether `devam` stopped it.
    pub durdu: bool,
}

/// Checks every claim of `m` over every state it reaches; after every block of [`BLOK`] states
/// tells `devam` how far it has come, and stops if `devam` says so.
pub fn ara<M: Model>(m: &M, devam: &mut dyn FnMut(Ilerleme) -> bool) -> Arama<Eylem<M>> {
    let ozellikler = kosullar::<M>().map(|(_, k)| k).filter(|k| k.denetlenir(m)).collect();
    ara_secimle(m, ozellikler, devam)
}

/// [`ara`] over the claims and witnesses `ozellikler` rather than those the configuration makes.
pub fn ara_secimle<M: Model>(
    m: &M,
    ozellikler: Vec<Kosul<M>>,
    devam: &mut dyn FnMut(Ilerleme) -> bool,
) -> Arama<Eylem<M>> {
    let mut bulunan: Vec<Option<usize>> = vec![None; ozellikler.len()];
    // each generated state: its parent and the faults that led to it
    let mut ebeveyn: Vec<(usize, Option<Eylem<M>>)> = Vec::new();
    let mut uretilen: HashSet<AramaDurumu<M>> = HashSet::new();
    let mut kuyruk: VecDeque<(AramaDurumu<M>, usize, usize)> = VecDeque::new();
    let ilk = m.ilk();
    let mut ilerleme = Ilerleme { durum: 0, kesfedilen: ilk.len(), derinlik: 0 };
    // stateright takes its first job's states from the back: the last initial state first
    for d in ilk.into_iter().rev() {
        uretilen.insert(d.clone());
        ebeveyn.push((usize::MAX, None));
        kuyruk.push_back((d, ebeveyn.len() - 1, 0));
    }
    let mut eylemler = Vec::new();
    let mut durdu = false;
    'arama: loop {
        for _ in 0..BLOK {
            let Some((d, kimlik, derinlik)) = kuyruk.pop_front() else { break 'arama };
            ilerleme.derinlik = derinlik;
            // the claims, each reported at the first state that breaks or shows it
            let mut bekleyen = false;
            for (i, o) in ozellikler.iter().enumerate() {
                let tutar = o.tutar(m, &d);
                let olay = if o.tur() == Tur::HerZaman { !tutar } else { tutar };
                if olay && bulunan[i].is_none() {
                    bulunan[i] = Some(kimlik);
                } else {
                    bekleyen = true;
                }
            }
            if !bekleyen {
                break;
            }
            m.eylemler(&d, &mut eylemler);
            for e in eylemler.drain(..) {
                let sonraki = m.sonraki(&d, e.clone());
                ilerleme.kesfedilen += 1;
                if uretilen.insert(sonraki.clone()) {
                    ebeveyn.push((kimlik, Some(e)));
                    kuyruk.push_back((sonraki, ebeveyn.len() - 1, derinlik + 1));
                }
            }
        }
        ilerleme.durum = uretilen.len();
        if bulunan.iter().all(Option::is_some) {
            break;
        }
        if !devam(ilerleme) {
            durdu = true;
            break;
        }
    }
    ilerleme.durum = uretilen.len();
    let yol = |mut kimlik: usize| {
        let mut y = Vec::new();
        while let (ust, Some(e)) = &ebeveyn[kimlik] {
            y.push(e.clone());
            kimlik = *ust;
        }
        y.reverse();
        y
    };
    let bulgular = ozellikler
        .iter()
        .zip(bulunan)
        .map(|(o, b)| Bulgu { ozellik: o.ad(), yol: b.map(yol) })
        .collect();
    Arama { ilerleme, bulgular, durdu }
}
