//! `cargo bench -p dersler`: one model run of each lesson (olc's first column), at the lesson's
//! size and at the largest accepted size (every whole-number flag at its upper bound); then, in
//! the same run, the first column beside a warmed node loop over the reference model's `kosum`
//! (when `../shared/reference` and node are there), with the ratio.

use ders::secenek::{Deger, Girdi};
use ders::{Degerler, Programlar};

/// [`yan_yana`] for every lesson of the list.
macro_rules! yan_yana_hepsi {
    ($($ders:path),* $(,)?) => {
        $(yan_yana::<$ders>();)*
    };
}

fn main() {
    divan::main();
    // beside divan's table: the same first column against the reference model under node
    println!("\nilk sutun, bir cagri (µs, {GRUP} grubun ortancasi)");
    println!("{:<10} {:>10} {:>10} {:>10}", "ders", "rust", "node", "oran");
    dersler::her_ders!(yan_yana_hepsi);
    if dersler::DERSLER.iter().all(|d| referans_modeli(d.ad()).is_none()) {
        println!("(../shared/reference yok ya da node yok: referans olculmedi)");
    }
}

/// olc's first column on the base scenario the flags' values `d` describe.
fn ilk_sutun<D: Programlar>(d: &Degerler) -> D::Secenek {
    let mut sutunlar = D::sutunlar(&D::Taban::from(d));
    sutunlar.remove(0).1
}

/// The two benchmarks, for every lesson of the list.
macro_rules! tezgah {
    ($($ders:path),* $(,)?) => {
        /// The lesson's scenario.
        #[divan::bench(types = [$($ders),*])]
        fn ders<D: Programlar>(b: divan::Bencher) {
            let s = ilk_sutun::<D>(&Degerler::varsayilan(D::SENARYO));
            b.bench(|| D::kosum(divan::black_box(&s)).is_ok());
        }

        /// The largest accepted run: every whole-number flag at its upper bound.
        #[divan::bench(types = [$($ders),*])]
        fn en_buyuk<D: Programlar>(b: divan::Bencher) {
            let mut d = Degerler::varsayilan(D::SENARYO);
            for &t in D::SENARYO {
                if let Girdi::Tam(_, a) = t.girdi() {
                    d = d.ile(t, Deger::Tam(a.ust));
                }
            }
            let s = ilk_sutun::<D>(&d);
            b.bench(|| D::kosum(divan::black_box(&s)).is_ok());
        }
    };
}

dersler::her_ders!(tezgah);

/// Calls per timed group, and groups (the median group is reported).
const CAGRI: u32 = 20_000;
/// Timed groups.
const GRUP: usize = 15;

/// The reference model of lesson `ad` (the `.mjs` file of `../shared/reference/<ad>/` that
/// exports `kosum`), if the specification is beside the workspace.
fn referans_modeli(ad: &str) -> Option<std::path::PathBuf> {
    let klasor = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/reference");
    let mut dosyalar: Vec<_> = std::fs::read_dir(klasor.join(ad)).ok()?.flatten().collect();
    dosyalar.sort_by_key(|d| d.path());
    dosyalar.into_iter().map(|d| d.path()).find(|p| {
        p.extension().is_some_and(|e| e == "mjs")
            && std::fs::read_to_string(p).is_ok_and(|m| m.contains("export function kosum"))
    })
}

/// A warmed node loop over the reference model's `kosum` on options `json`: the median time of
/// one call, in microseconds.
fn node_suresi(model: &std::path::Path, json: &str) -> Option<f64> {
    let betik = format!(
        "const m = await import({model:?}); const s = {json}; let x = 0;
         for (let i = 0; i < {n}; i++) x += m.kosum(s) ? 1 : 0;
         const t = [];
         for (let g = 0; g < {GRUP}; g++) {{
           const b = process.hrtime.bigint();
           for (let i = 0; i < {CAGRI}; i++) x += m.kosum(s) ? 1 : 0;
           t.push(Number(process.hrtime.bigint() - b) / {CAGRI} / 1000);
         }}
         t.sort((a, b) => a - b); console.log(t[{orta}], x);",
        model = model.display().to_string(),
        n = 3 * CAGRI,
        orta = GRUP / 2
    );
    let c = std::process::Command::new("node")
        .args(["--input-type=module", "-e", &betik])
        .output()
        .ok()?;
    String::from_utf8_lossy(&c.stdout).split_whitespace().next()?.parse().ok()
}

/// The same loop in Rust: the median time of one call of `D::kosum`, in microseconds.
fn rust_suresi<D: Programlar>(s: &D::Secenek) -> f64 {
    for _ in 0..3 * CAGRI {
        divan::black_box(D::kosum(divan::black_box(s)).is_ok());
    }
    let mut t: Vec<f64> = (0..GRUP)
        .map(|_| {
            let bas = std::time::Instant::now();
            for _ in 0..CAGRI {
                divan::black_box(D::kosum(divan::black_box(s)).is_ok());
            }
            bas.elapsed().as_secs_f64() * 1e6 / f64::from(CAGRI)
        })
        .collect();
    t.sort_by(f64::total_cmp);
    t[GRUP / 2]
}

/// Side by side in one run: olc's first column in Rust and in the reference under node, the
/// same warmed loop and the same median, and their ratio.
fn yan_yana<D: Programlar>() {
    let s = ilk_sutun::<D>(&Degerler::varsayilan(D::SENARYO));
    let rust = rust_suresi::<D>(&s);
    let json = serde_json::to_string(&s).expect("options serialize");
    let node = referans_modeli(D::AD).and_then(|m| node_suresi(&m, &json));
    match node {
        Some(n) => println!("{:<10} {rust:>10.3} {n:>10.3} {:>9.1}x", D::AD, n / rust),
        None => println!("{:<10} {rust:>10.3} {:>10} {:>10}", D::AD, "-", "-"),
    }
}
