//! The plain check's engine as it was before the exact, compact store (commit 3c66619,
//! `crates/arama/src/genislik.rs`), kept only for `cargo bench -p kesif` to run it beside
//! today's: every state whole in a SipHash `HashSet`, a copy of it in the queue, each state's
//! choice kept whole. Not used anywhere else; its result types are today's.

use arama::genislik::{Arama, BLOK, Bulgu, Ilerleme};
use arama::model::{AramaDurumu, Eylem, Kosul, Model, Tur, kosullar};
use std::collections::{HashSet, VecDeque};

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
    Arama { ilerleme, bulgular, durdu, bayt: 0 }
}
