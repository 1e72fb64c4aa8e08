//! What every picture shares: the palette (told apart in greyscale too), text styles, arrows
//! and the legend row.

use plotters::coord::Shift;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};

/// The drawing area every picture draws on.
pub type Alan<'a> = DrawingArea<SVGBackend<'a>, Shift>;
/// What drawing may fail with (only a broken backend, never for a string).
pub type Sonuc = Result<(), DrawingAreaErrorKind<std::io::Error>>;

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
) -> Sonuc {
    alan.draw(&Text::new(
        metin.to_string(),
        (x, y),
        yazi(boyut, HPos::Center, VPos::Center).color(&renk),
    ))
}

/// Text of `boyut` pixels starting at `(x, y)` (left, vertically centred).
pub fn sol_yazi(alan: &Alan, metin: &str, (x, y): (i32, i32), boyut: u32) -> Sonuc {
    alan.draw(&Text::new(metin.to_string(), (x, y), yazi(boyut, HPos::Left, VPos::Center)))
}

/// A filled cell with a thin frame.
pub fn hucre(alan: &Alan, (x, y): (i32, i32), (g, y2): (i32, i32), dolgu: RGBColor) -> Sonuc {
    alan.draw(&Rectangle::new([(x, y), (x + g, y + y2)], dolgu.filled()))?;
    alan.draw(&Rectangle::new([(x, y), (x + g, y + y2)], KOYU_GRI.stroke_width(1)))
}

/// An arrow from `a` to `b`, solid or dashed, with its head at `b`.
pub fn ok(alan: &Alan, a: (i32, i32), b: (i32, i32), renk: RGBColor, kesikli: bool) -> Sonuc {
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
    ornek: impl Fn(&Alan, (i32, i32)) -> Sonuc,
    etiket: &str,
) -> Result<i32, DrawingAreaErrorKind<std::io::Error>> {
    ornek(alan, (x, y))?;
    sol_yazi(alan, etiket, (x + 22, y + 7), 12)?;
    Ok(x + 36 + 6 * etiket.len() as i32)
}

/// Draws into a fresh SVG of `boyut` pixels; returns its text.
pub fn svg(boyut: (u32, u32), ciz: impl FnOnce(&Alan) -> Sonuc) -> String {
    let mut metin = String::new();
    {
        let alan = SVGBackend::with_string(&mut metin, boyut).into_drawing_area();
        alan.fill(&WHITE).expect("drawing into a string cannot fail");
        ciz(&alan).expect("drawing into a string cannot fail");
        alan.present().expect("drawing into a string cannot fail");
    }
    metin
}
