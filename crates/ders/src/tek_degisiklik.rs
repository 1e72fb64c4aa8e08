//! The single changes of a fault schedule that flip a claim's verdict: every cell of the
//! schedule all columns share, set to each other value the notation allows there (normalised as
//! a click on the timeline normalises it), each run again in every column. At a lesson's size
//! this is the whole neighbourhood of the reader's timing, so the sets are exact; above
//! [`BUTCE`] cells × columns × points a program computes them only when asked.

use crate::ozellik::{Nokta, hukumler};
use crate::secenek::Anahtar;
use crate::{Izler, Programlar};

/// Most cells × columns × points (of the longest column's run) whose single changes a program
/// computes unasked: each change reruns every column, so a run's length counts as its cells do.
/// Well above every lesson's own run (lider's 5 nodes × 24 rounds, 3 columns of 24 rounds, is
/// 8 640), so that a panel update stays fast below it.
pub const BUTCE: usize = 50_000;

/// `olc --tek-degisiklik`: the single changes of the schedule searched above the budget too.
pub const TEK_DEGISIKLIK: Anahtar = Anahtar {
    ad: "tekDegisiklik",
    yardim: const_format::concatcp!(
        "Özelliklerin kararını çeviren tek değişiklikleri, hücre × sütun × nokta sayısı bütçeyi (",
        BUTCE,
        ") aşsa da arar; --json ya da --iz ister, onlar gösterir. Her değişiklik her sütunu baştan \
         koşar: süre hücre sayısı ile koşumun uzunluğunun çarpımıyla büyür, ikisi birlikte \
         büyüdüğünden koşum iki katına çıkınca kabaca dört katına çıkar. Terminalde uzun bir arama ilerlemesini \
         gösterir; Ctrl-C durdurur"
    ),
};

/// One single change of the schedule: one cell set to another value.
#[derive(Debug, Clone)]
pub struct Degisiklik<T> {
    /// The cell, by the timeline's key for it (`d1:8`, `S2:indirim#1`, `S3:tarife=telafi`).
    pub hucre: String,
    /// The value it is set to, as a reader reads it (`ulaşılamaz`, `asılı`, `kayıp`).
    pub deger: &'static str,
    /// The edited schedule, printed as `--ariza` writes it.
    pub ariza: String,
    /// The base scenario with that schedule (and without the flags it replaces).
    pub taban: T,
    /// The cell's point in each column's run, in column order (`None`: that run never reaches
    /// it).
    pub noktalar: Vec<Option<Nokta>>,
    /// Among the changes of one point, their order: by node or job, then by step.
    pub sira: (u32, u32),
}

/// The changes that flip a claim, for every column and claim.
#[derive(Debug, Clone)]
pub struct Cevirenler<T> {
    /// Every single change tried.
    pub degisiklikler: Vec<Degisiklik<T>>,
    /// Per column, per claim ([`crate::ozellik::Ozellikli::OZELLIKLER`]' order): the changes (by
    /// place in `degisiklikler`) after which that claim's verdict over the run is the other,
    /// ordered by their point in that column's run, then by node or job, then by step.
    pub cevirenler: Vec<Vec<Vec<usize>>>,
}

/// Tries every single change of `t`'s schedule (its runs told in `izler`; `taban_hukumleri`:
/// each column's verdicts, as [`hukumler`] gives them) and keeps, per column and claim, those that
/// flip the verdict. `ilerleme` hears after each change how many of how many were tried.
pub fn ara<D: Programlar>(
    t: &D::Taban,
    izler: &Izler<D>,
    taban_hukumleri: &[Vec<Option<Nokta>>],
    ilerleme: &mut dyn FnMut(usize, usize),
) -> Result<Cevirenler<D::Taban>, crate::Hata> {
    let degisiklikler = D::degisiklikler(t, izler);
    let iddia = D::OZELLIKLER.len();
    let mut cevirenler = vec![vec![Vec::new(); iddia]; taban_hukumleri.len()];
    for (k, d) in degisiklikler.iter().enumerate() {
        let sutunlar = D::sutunlar(&d.taban);
        for (i, (_, s)) in sutunlar.iter().enumerate() {
            let yeni = hukumler::<D>(s)?;
            for (j, (a, b)) in taban_hukumleri[i].iter().zip(&yeni).enumerate() {
                if a.is_some() != b.is_some() {
                    cevirenler[i][j].push(k);
                }
            }
        }
        ilerleme(k + 1, degisiklikler.len());
    }
    for (i, sutun) in cevirenler.iter_mut().enumerate() {
        for liste in sutun.iter_mut() {
            liste.sort_by_key(|&k| {
                let d = &degisiklikler[k];
                (d.noktalar.get(i).copied().flatten().unwrap_or((u32::MAX, u32::MAX)), d.sira)
            });
        }
    }
    Ok(Cevirenler { degisiklikler, cevirenler })
}
