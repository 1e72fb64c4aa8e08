//! The single changes of a schedule that flip a claim, as `olc --json` reports them, checked
//! against `olc` run on each changed schedule.

use ders::{Program, Programlar};
use program::komut::kos;

/// One single change of a schedule as a test builds it from the notation, independently of the
/// lesson's search: the cell (by the timeline's key), the value it is set to (as `olc` names
/// it), and the whole edited schedule written out.
pub type TekDegisiklik = (String, &'static str, String);

/// `olc --json` with `args`, read; fails the test with `olc`'s message if it refuses them.
fn olc_json<D: Programlar>(args: &[&str]) -> serde_json::Value {
    let c = kos::<D>(Program::Olc, &[args, &["--json"]].concat());
    assert_eq!(c.kod, 0, "{} olc {}: {}", D::AD, args.join(" "), c.hata);
    serde_json::from_str(&c.cikti).expect("olc --json writes JSON")
}

/// Each claim's verdict per column, as `olc --json` gives them.
fn durumlar(j: &serde_json::Value) -> Vec<Vec<String>> {
    let sutunlar = j["ozellikler"]["sutunlar"].as_array().expect("the claims' columns");
    let durum = |o: &serde_json::Value| o["durum"].as_str().expect("a verdict").to_string();
    sutunlar
        .iter()
        .map(|s| s["ozellikler"].as_array().expect("the claims").iter().map(durum).collect())
        .collect()
}

/// Checks the single changes `olc` finds on `args` against an independent replay: each change
/// of `degisiklikler` (every one the notation allows, built by the test) runs through `olc
/// --json` with the schedule it writes (`--ariza`, the flags a schedule replaces dropped), and
/// per column and claim the changes whose verdict is not the base run's must be exactly the set
/// `olc` lists, by cell and value. `olc`'s list must be ordered by point, and its first
/// change's own command must flip the verdict. Returns how many changes were replayed.
pub fn tek_degisiklikleri_dene<D: Programlar>(
    args: &[&str],
    degisiklikler: &[TekDegisiklik],
) -> usize {
    let taban = olc_json::<D>(args);
    let kapsam = &taban["ozellikler"]["tekDegisiklik"];
    assert_eq!(kapsam["arandi"], true, "{} olc {}: not searched: {kapsam}", D::AD, args.join(" "));
    let hukum = durumlar(&taban);
    // the flags of an edited run: the schedule and what it replaces dropped
    let dusen: Vec<String> =
        ders::arizayla_dusenler::<D>().iter().map(|t| format!("--{}", t.bayrak())).collect();
    let mut kalan: Vec<&str> = Vec::new();
    let mut i = 0;
    while i < args.len() {
        if dusen.iter().any(|d| d == args[i]) {
            i += 2;
            continue;
        }
        kalan.push(args[i]);
        i += 1;
    }
    let mut beklenen: Vec<Vec<Vec<(String, &str)>>> =
        hukum.iter().map(|s| vec![Vec::new(); s.len()]).collect();
    for (hucre, deger, ariza) in degisiklikler {
        let yeni = durumlar(&olc_json::<D>(&[&kalan[..], &["--ariza", ariza]].concat()));
        for (i, sutun) in hukum.iter().enumerate() {
            for (j, d) in sutun.iter().enumerate() {
                if yeni[i][j] != *d {
                    beklenen[i][j].push((hucre.clone(), *deger));
                }
            }
        }
    }
    for (i, sutun) in
        taban["ozellikler"]["sutunlar"].as_array().expect("columns").iter().enumerate()
    {
        for (j, o) in sutun["ozellikler"].as_array().expect("claims").iter().enumerate() {
            let liste = o["cevirenler"].as_array().expect("searched");
            let mut bulunan: Vec<(String, &str)> = liste
                .iter()
                .map(|c| {
                    let deger =
                        degisiklikler.iter().find(|d| d.1 == c["deger"]).map_or("?", |d| d.1);
                    (c["hucre"].as_str().expect("a cell").to_string(), deger)
                })
                .collect();
            let noktalar: Vec<Vec<u64>> = liste
                .iter()
                .map(|c| {
                    let n = c["nokta"]["nokta"].as_array().cloned().unwrap_or_default();
                    n.iter().map(|x| x.as_u64().unwrap_or(u64::MAX)).collect()
                })
                .collect();
            assert!(
                noktalar.windows(2).all(|w| w[0] <= w[1]),
                "{} olc {}: {} / {}: not ordered by point: {noktalar:?}",
                D::AD,
                args.join(" "),
                sutun["sutun"],
                o["ad"]
            );
            let mut b = beklenen[i][j].clone();
            b.sort();
            bulunan.sort();
            assert_eq!(
                bulunan,
                b,
                "{} olc {}: {} / {}: olc's single changes (left) against the replay's (right)",
                D::AD,
                args.join(" "),
                sutun["sutun"],
                o["ad"]
            );
            if let Some(ilk) = liste.first() {
                let ariza = ilk["ariza"].as_str().expect("a schedule");
                let yeni = durumlar(&olc_json::<D>(&[&kalan[..], &["--ariza", ariza]].concat()));
                assert_ne!(yeni[i][j], hukum[i][j], "{}: {ariza} does not flip {}", D::AD, o["ad"]);
            }
        }
    }
    degisiklikler.len()
}
