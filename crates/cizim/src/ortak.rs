//! What every picture shares: the palette (told apart in greyscale too), text styles, arrows
//! and the legend row.

use plotters::coord::Shift;
use plotters::coord::types::RangedCoordf64;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};

/// The drawing area every picture draws on.
pub type Alan<'a> = DrawingArea<SVGBackend<'a>, Shift>;
/// What drawing may fail with (only a broken backend, never for a string).
pub type CizimSonucu = Result<(), DrawingAreaErrorKind<std::io::Error>>;

/// Dark blue: the record's leader, a normal message. Relative luminance about 0.16.
pub const MAVI: RGBColor = RGBColor(0, 90, 160);
/// Orange: a leader that lost the record but still acts, a stuck step. About 0.45.
pub const TURUNCU: RGBColor = RGBColor(230, 159, 0);
/// Light blue: a step in progress. About 0.6.
pub const ACIK_MAVI: RGBColor = RGBColor(170, 210, 240);
/// Light grey: unreachable. About 0.8.
pub const GRI: RGBColor = RGBColor(232, 232, 232);
/// Mid grey: lines and frames.
pub const KOYU_GRI: RGBColor = RGBColor(110, 110, 110);

/// A text style of `boyut` pixels, anchored at `yatay`/`dikey`.
pub fn yazi(boyut: u32, yatay: HPos, dikey: VPos) -> TextStyle<'static> {
    TextStyle::from(("sans-serif", boyut).into_font()).pos(Pos::new(yatay, dikey))
}

/// Text of `boyut` pixels centred on `(x, y)` in `renk`.
pub fn orta_yazi(
    alan: &Alan,
    metin: &str,
    (x, y): (i32, i32),
    boyut: u32,
    renk: RGBColor,
) -> CizimSonucu {
    alan.draw(&Text::new(
        metin.to_string(),
        (x, y),
        yazi(boyut, HPos::Center, VPos::Center).color(&renk),
    ))
}

/// Text of `boyut` pixels starting at `(x, y)` (left, vertically centred).
pub fn sol_yazi(alan: &Alan, metin: &str, (x, y): (i32, i32), boyut: u32) -> CizimSonucu {
    alan.draw(&Text::new(metin.to_string(), (x, y), yazi(boyut, HPos::Left, VPos::Center)))
}

/// A cell's fill without a frame: for a timeline whose frames [`kafes`] draws at once.
pub fn boya(alan: &Alan, (x, y): (i32, i32), (g, y2): (i32, i32), dolgu: RGBColor) -> CizimSonucu {
    alan.draw(&Rectangle::new([(x, y), (x + g, y + y2)], dolgu.filled()))
}

/// The thin frames of a grid of `sutun` x `satir` cells of `g` x `y2` pixels from `(x, y)`, as
/// one line per grid line: what a frame per cell would draw, in a fraction of the text (a
/// 60-round timeline stays light enough to redraw on every keystroke).
pub fn kafes(
    alan: &Alan,
    (x, y): (i32, i32),
    (g, y2): (i32, i32),
    (sutun, satir): (i32, i32),
) -> CizimSonucu {
    if sutun <= 0 || satir <= 0 {
        return Ok(());
    }
    let stil = KOYU_GRI.stroke_width(1);
    for i in 0..=sutun {
        alan.draw(&PathElement::new(vec![(x + g * i, y), (x + g * i, y + y2 * satir)], stil))?;
    }
    for j in 0..=satir {
        alan.draw(&PathElement::new(vec![(x, y + y2 * j), (x + g * sutun, y + y2 * j)], stil))?;
    }
    Ok(())
}

/// A filled cell with a thin frame.
pub fn hucre(alan: &Alan, (x, y): (i32, i32), (g, y2): (i32, i32), dolgu: RGBColor) -> CizimSonucu {
    alan.draw(&Rectangle::new([(x, y), (x + g, y + y2)], dolgu.filled()))?;
    alan.draw(&Rectangle::new([(x, y), (x + g, y + y2)], KOYU_GRI.stroke_width(1)))
}

/// What a cell shows besides its colour, so that states stay apart in greyscale and for a
/// reader who does not tell the colours apart.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Desen {
    /// The colour alone (with the cell's own text).
    Duz,
    /// Diagonal hatching.
    Taramali,
    /// A thick frame inside the cell.
    Cerceveli,
}

/// A cell of colour `dolgu` at `(x, y)`, size `(g, y2)`, with its pattern drawn over it.
pub fn desenli(
    alan: &Alan,
    (x, y): (i32, i32),
    (g, y2): (i32, i32),
    dolgu: RGBColor,
    desen: Desen,
) -> CizimSonucu {
    boya(alan, (x, y), (g, y2), dolgu)?;
    match desen {
        Desen::Duz => Ok(()),
        Desen::Taramali => {
            let stil = KOYU_GRI.stroke_width(1);
            for k in (0..g + y2).step_by(6) {
                let (a, b) =
                    ((x + k.min(g), y + (k - g).max(0)), (x + (k - y2).max(0), y + k.min(y2)));
                alan.draw(&PathElement::new(vec![a, b], stil))?;
            }
            Ok(())
        }
        Desen::Cerceveli => alan.draw(&Rectangle::new(
            [(x + 2, y + 2), (x + g - 2, y + y2 - 2)],
            BLACK.stroke_width(2),
        )),
    }
}

/// A cross (×) of half-size `r` centred on `(x, y)`.
pub fn capraz(alan: &Alan, (x, y): (i32, i32), r: i32, stil: ShapeStyle) -> CizimSonucu {
    alan.draw(&PathElement::new(vec![(x - r, y - r), (x + r, y + r)], stil))?;
    alan.draw(&PathElement::new(vec![(x - r, y + r), (x + r, y - r)], stil))
}

/// An arrow from `a` to `b`, solid or dashed, with its head at `b`.
pub fn ok(alan: &Alan, a: (i32, i32), b: (i32, i32), renk: RGBColor, kesikli: bool) -> CizimSonucu {
    let stil = renk.stroke_width(if kesikli { 1 } else { 2 });
    if kesikli {
        let (dx, dy) = ((b.0 - a.0) as f64, (b.1 - a.1) as f64);
        let boy = (dx * dx + dy * dy).sqrt().max(1.0);
        let parca = (boy / 8.0).ceil() as i32;
        for i in (0..parca).step_by(2) {
            let u = |k: i32| (k as f64 * 8.0 / boy).min(1.0);
            let p = |t: f64| (a.0 + (dx * t) as i32, a.1 + (dy * t) as i32);
            alan.draw(&PathElement::new(vec![p(u(i)), p(u(i + 1))], stil))?;
        }
    } else {
        alan.draw(&PathElement::new(vec![a, b], stil))?;
    }
    let yon = if b.0 >= a.0 { -1 } else { 1 };
    alan.draw(&Polygon::new(
        vec![b, (b.0 + 8 * yon, b.1 - 4), (b.0 + 8 * yon, b.1 + 4)],
        renk.filled(),
    ))
}

/// One entry of a legend row: what to draw at `(x, y)`, then its label; returns the next x.
pub fn lejant(
    alan: &Alan,
    (x, y): (i32, i32),
    ornek: impl Fn(&Alan, (i32, i32)) -> CizimSonucu,
    etiket: &str,
) -> Result<i32, DrawingAreaErrorKind<std::io::Error>> {
    ornek(alan, (x, y))?;
    sol_yazi(alan, etiket, (x + 22, y + 7), 12)?;
    Ok(lejant_bir_sonraki(x, etiket))
}

/// Where [`lejant`] puts the entry after one labelled `etiket` at `x`.
fn lejant_bir_sonraki(x: i32, etiket: &str) -> i32 {
    x + 36 + 6 * etiket.chars().count() as i32
}

/// Where the text of a row of [`lejant`] entries labelled `etiketler`, drawn from `x`, ends
/// (the last label measured by [`yazi_genisligi`]): how wide a picture must be to show it.
pub fn lejant_sonu(x: i32, etiketler: &[&str]) -> i32 {
    let Some((son, onceki)) = etiketler.split_last() else { return x };
    onceki.iter().fold(x, |x, e| lejant_bir_sonraki(x, e)) + 22 + yazi_genisligi(son, 12)
}

/// About how wide a line of text of `boyut` pixels is in the pictures' sans-serif: half the
/// size a letter, a little more than the book's browsers draw (0.4 to 0.45), so that a picture
/// sized by it does not cut the line in a wider font.
pub fn yazi_genisligi(metin: &str, boyut: u32) -> i32 {
    (metin.chars().count() as u32 * boyut).div_ceil(2) as i32
}

/// An SVG that names itself: `role="img"` with a `<title>` (what it shows) and a `<desc>` (how
/// to read it), for screen readers and for the book's pages.
pub fn adli(svg: &str, baslik: &str, aciklama: &str) -> String {
    let kacis = |m: &str| m.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;");
    match svg.find("<svg").and_then(|i| svg[i..].find('>').map(|j| i + j)) {
        Some(son) => format!(
            "{} role=\"img\"><title>{}</title><desc>{}</desc>{}",
            &svg[..son],
            kacis(baslik),
            kacis(aciklama),
            &svg[son + 1..]
        ),
        None => svg.to_string(),
    }
}

/// Draws into a fresh SVG of `boyut` pixels; returns its text.
pub fn svg(boyut: (u32, u32), ciz: impl FnOnce(&Alan) -> CizimSonucu) -> String {
    let mut metin = String::new();
    {
        let alan = SVGBackend::with_string(&mut metin, boyut).into_drawing_area();
        alan.fill(&WHITE).expect("drawing into a string cannot fail");
        ciz(&alan).expect("drawing into a string cannot fail");
        alan.present().expect("drawing into a string cannot fail");
    }
    metin
}

/// A line chart's plotting area.
pub type Grafik<'a, 'b> =
    ChartContext<'a, SVGBackend<'b>, Cartesian2d<RangedCoordf64, RangedCoordf64>>;

/// A line chart over `xler` (only those get labels) from 0 to `y_ust`, with light horizontal
/// grid lines.
pub fn grafik<'a, 'b: 'a>(
    alan: &'a Alan<'b>,
    baslik: &str,
    (x_ad, y_ad): (&str, &str),
    xler: &[u32],
    y_ust: f64,
) -> Result<Grafik<'a, 'b>, DrawingAreaErrorKind<std::io::Error>> {
    let en_buyuk = xler.iter().copied().max().unwrap_or(1);
    let mut c = ChartBuilder::on(alan)
        .caption(baslik, ("sans-serif", 16))
        .margin(12)
        .x_label_area_size(34)
        .y_label_area_size(48)
        .build_cartesian_2d(
            xler.iter().copied().min().unwrap_or(0) as f64 - 0.7..en_buyuk as f64 + 0.7,
            -0.02 * y_ust..y_ust,
        )?;
    c.configure_mesh()
        .disable_x_mesh()
        .x_desc(x_ad)
        .y_desc(y_ad)
        .x_labels(en_buyuk as usize)
        .x_label_formatter(&|x| {
            let k = x.round();
            if (x - k).abs() < 1e-9 && xler.contains(&(k as u32)) {
                format!("{k:.0}")
            } else {
                String::new()
            }
        })
        .y_label_formatter(&|y| format!("{y:.0}"))
        .light_line_style(WHITE)
        .bold_line_style(GRI)
        .draw()?;
    Ok(c)
}

/// A series' marker: the shape tells series apart without colour.
#[derive(Clone, Copy)]
pub enum Isaret {
    /// A filled circle.
    Daire,
    /// A filled triangle.
    Ucgen,
    /// A framed square.
    Kare,
}

/// One series: its line (solid, or dashed as `(dash, gap)`), its markers and its legend entry.
pub fn seri<'a, 'b: 'a>(
    c: &mut Grafik<'a, 'b>,
    noktalar: Vec<(f64, f64)>,
    ad: &str,
    renk: RGBColor,
    isaret: Isaret,
    kesik: Option<(u32, u32)>,
) -> CizimSonucu {
    let cizgi = renk.stroke_width(2);
    let anno = match kesik {
        None => c.draw_series(LineSeries::new(noktalar.clone(), cizgi))?,
        Some((d, b)) => c.draw_series(DashedLineSeries::new(noktalar.clone(), d, b, cizgi))?,
    };
    let anno = anno.label(ad);
    let cizgi_ornegi = move |(x, y): (i32, i32)| {
        EmptyElement::at((x, y))
            + PathElement::new(vec![(0, 0), (5, 0)], cizgi)
            + PathElement::new(vec![(15, 0), (20, 0)], cizgi)
    };
    let kare =
        move |(x, y): (i32, i32)| Rectangle::new([(x - 4, y - 4), (x + 4, y + 4)], renk.filled());
    let cerceve = |(x, y): (i32, i32)| {
        Rectangle::new([(x - 4, y - 4), (x + 4, y + 4)], BLACK.stroke_width(1))
    };
    match isaret {
        Isaret::Daire => {
            anno.legend(move |p| cizgi_ornegi(p) + Circle::new((10, 0), 4, renk.filled()));
            c.draw_series(noktalar.iter().map(|&p| Circle::new(p, 5, renk.filled())))?;
        }
        Isaret::Ucgen => {
            anno.legend(move |p| cizgi_ornegi(p) + TriangleMarker::new((10, 0), 6, renk.filled()));
            c.draw_series(noktalar.iter().map(|&p| TriangleMarker::new(p, 7, renk.filled())))?;
        }
        Isaret::Kare => {
            anno.legend(move |p| cizgi_ornegi(p) + kare((10, 0)) + cerceve((10, 0)));
            c.draw_series(
                noktalar.iter().map(|&p| EmptyElement::at(p) + kare((0, 0)) + cerceve((0, 0))),
            )?;
        }
    }
    Ok(())
}

/// The legend box, where the data leaves room.
pub fn lejant_kutusu<'a, 'b: 'a>(c: &mut Grafik<'a, 'b>, yer: SeriesLabelPosition) -> CizimSonucu {
    c.configure_series_labels()
        .position(yer)
        .legend_area_size(26)
        .background_style(WHITE.mix(0.9))
        .border_style(KOYU_GRI)
        .draw()
}
