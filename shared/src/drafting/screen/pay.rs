//! The screen's measure of pay written in words (concept `below_minimum_wage`): the hourly rates a window states,
//! directly ("$12 per hour", "hourly rate: $6.00", "$5 la hora") or as a weekly pay over the hours it covers ("$250
//! per week for a 45 hour work week"), compared with the minimum wage of the worker's state. Amounts that are not a
//! wage (a raise, a differential, a bonus, tips) are left out, so "$25 per hour plus a $3 per hour night
//! differential" reads as $25.

use crate::domain::Cents;
use crate::drafting::plain_pattern::plain_regex;
use crate::drafting::rules::minimum_wage::WageFloor;
use regex::Regex;
use std::sync::LazyLock;

/// An amount in dollars: "$12.50", "$ 1,200", or "12 dollars" (the figure is the first or the second group).
const AMOUNT: &str =
    r"(?:\$ ?(\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?|\d+(?:\.\d{1,2})?)|\b(\d+(?:\.\d{1,2})?) ?(?:dollars|bucks|usd)\b)";

fn regex(pattern: &str) -> Regex {
    plain_regex(&pattern.replace("{amount}", AMOUNT)).unwrap_or_else(|e| panic!("pay pattern {pattern}: {e}"))
}

/// An amount per hour: "$12 per hour", "$8 an hour", "$12/hr", "$5 the hour" (Spanish "la hora").
static PER_HOUR: LazyLock<Regex> =
    LazyLock::new(|| regex(r"{amount} ?(?:(?:per|an|a|/|each|every|the|por|la) ?(?:hour|hr|h|hora)\b|hourly\b)"));
/// "hourly rate: $6.00", "hourly wage of $9".
static HOURLY_RATE: LazyLock<Regex> = LazyLock::new(|| {
    regex(
        r"\b(?:hourly|(?:base|cash|tipped|server|starting) (?:hourly )?(?:pay|wage|rate))(?: (?:rate|wage|pay))?(?: of| is| will be| shall be| at| starts at|:)* ?{amount}",
    )
});
/// Pay for a longer period, and the hours it covers: a week, a day or shift, a month (of weekly hours).
static PER_WEEK: LazyLock<Regex> = LazyLock::new(|| regex(r"{amount} ?(?:per|a|each|every|/) ?week\b"));
static WEEKLY_HOURS: LazyLock<Regex> = LazyLock::new(|| {
    regex(
        r"\b(\d{2,3}) ?(?:hours?|hrs?)(?: (?:a|per|each|every|in the|in a) (?:week|wk)| work ?week| week|/ ?wk\b|/ ?week)",
    )
});
/// Days a week and hours a day, whose product is the week's hours.
static DAYS_A_WEEK: LazyLock<Regex> =
    LazyLock::new(|| regex(r"\b([1-7]|five|six|seven) days? (?:a|per|each|every|/) ?(?:week|wk)\b"));
/// "$1,008 weekly", "a weekly salary of $900".
static WEEKLY_PAY: LazyLock<Regex> = LazyLock::new(|| {
    regex(
        r"(?:{amount} ?(?:weekly|a wk|per wk)\b|\bweekly (?:pay|salary|wage|rate|amount)?(?: of| is|:)* ?{amount}|\bweekly (?:pay|salary|wage|check|paycheck)\b(?: \S+){0,4}? (?:is|of|comes to|totals?|will be) {amount}|\b(?:week|workweek|wk)\b,?(?: \S+){0,5}? (?:comes to|totals?|is|=|pays|will (?:receive|get|earn|be paid)|receives?|earns?|gets?) {amount})",
    )
});
static PER_DAY: LazyLock<Regex> = LazyLock::new(|| {
    regex(
        r"{amount} ?(?:(?:per|a|each|every|/) ?(?:day|shift)\b|for (?:a |an |one |each |every )?(?:\S+ ){0,3}(?:day|shift)\b)",
    )
});
static DAILY_HOURS: LazyLock<Regex> = LazyLock::new(|| {
    regex(r"\b(\d{1,2}) ?(?:hours?|hrs?)(?: (?:a|per|each|every) (?:day|shift)|(?: \S+)? (?:day|shift)s?| workday)")
});
static PER_MONTH: LazyLock<Regex> = LazyLock::new(|| regex(r"{amount} ?(?:per|a|each|every|/) ?month\b"));

/// Words that make an amount something other than the wage itself: just before it ("plus $3 per hour", "a raise of
/// $1 an hour", "tips average $10 an hour")...
static NOT_A_WAGE_BEFORE: LazyLock<Regex> = LazyLock::new(|| {
    regex(
        r"\b(?:plus|additional|extra|differential|premium|bonus(?:es)?|raises?|increases?|increased|by|another|reimburs\w*|allowance|stipend|incentive|tips?|gratuit\w*|commissions?|overtime|per diem|up to)\b",
    )
});
/// ...or just after it ("$2 per hour more", "$3 per hour night differential", "$10 an hour in tips").
static NOT_A_WAGE_AFTER: LazyLock<Regex> = LazyLock::new(|| {
    regex(
        r"\b(?:more|extra|additional|differential|premium|bonus(?:es)?|raises?|increases?|stipend|allowance|reimburs\w*|per diem|on call|standby|in (?:tips|gratuities|commissions?))\b",
    )
});
static TIPS: LazyLock<Regex> = LazyLock::new(|| regex(r"\b(?:tips?|tipped|gratuit\w*|propinas?)\b"));
/// Tips that the employer does not make up to the minimum wage: no tip credit can be taken.
static NO_TOP_UP: LazyLock<Regex> =
    LazyLock::new(|| regex(r"\b(?:no|without|not|never) (?:\w+ ){0,3}(?:top(?:ped)? up|make up|makeup|made up)\b"));

/// Numbers written in words before dollars or hours, read as figures before amounts and hours are read ("twenty-four
/// dollars per hour" as "24 dollars per hour", "one thousand two hundred dollars" as "1200 dollars", "a fifty hour
/// week" as "a 50 hour week").
fn figures_for_words(window: &str) -> std::borrow::Cow<'_, str> {
    use crate::domain::number_words::{amount_words, value_of_amount};
    static WORDS: LazyLock<Regex> = LazyLock::new(|| {
        let word = amount_words().join("|");
        regex(&format!(r"\b((?:(?:{word}) (?:and )?)*(?:{word})) (dollars|bucks|hours?|hrs?)\b"))
    });
    if !WORDS.is_match(window) {
        return std::borrow::Cow::Borrowed(window);
    }
    WORDS.replace_all(window, |c: &regex::Captures| match value_of_amount(&c[1]) {
        Some(value) => format!("{value} {}", &c[2]),
        None => c[0].to_string(),
    })
}

/// The figure an [`AMOUNT`] matched, in cents: the first group that took part (a pattern may offer several
/// amounts in alternatives, each with its two groups).
fn amount_of(captures: &regex::Captures) -> Option<i64> {
    cents(captures.iter().skip(1).flatten().next()?.as_str())
}

fn cents(amount: &str) -> Option<i64> {
    let plain = amount.replace(',', "");
    let (dollars, fraction) = plain.split_once('.').unwrap_or((&plain, ""));
    let dollars: i64 = dollars.parse().ok()?;
    let fraction: i64 = match fraction.len() {
        0 => 0,
        1 => fraction.parse::<i64>().ok()? * 10,
        _ => fraction.parse().ok()?,
    };
    dollars.checked_mul(100)?.checked_add(fraction)
}

/// Whether the amount at `start..end` of `window` is a wage: no word around it makes it a raise, a differential, a
/// bonus or tips.
fn is_wage(window: &str, start: usize, end: usize) -> bool {
    let before: Vec<&str> = window[..start].split_whitespace().rev().take(3).collect();
    let after: Vec<&str> = window[end..].split_whitespace().take(3).collect();
    !NOT_A_WAGE_BEFORE.is_match(&before.join(" ")) && !NOT_A_WAGE_AFTER.is_match(&after.join(" "))
}

/// The wages a period's pay comes to per hour: each amount per `period` that is a wage, scaled by `scale` (a month's
/// pay is 12/52 of it a week), over the most hours per period the window states (within `hours`).
fn per_period(
    window: &str,
    period: &Regex,
    hours_of: &Regex,
    hours: std::ops::RangeInclusive<i64>,
    scale: (i64, i64),
) -> Vec<i64> {
    let stated = hours_of.captures_iter(window).filter_map(|c| c.get(1)?.as_str().parse::<i64>().ok());
    let Some(most) = stated.filter(|h| hours.contains(h)).max() else { return Vec::new() };
    period
        .captures_iter(window)
        .filter(|c| c.get(0).is_some_and(|whole| is_wage(window, whole.start(), whole.end())))
        .filter_map(|c| amount_of(&c))
        .map(|amount| amount * scale.0 / scale.1 / most)
        .collect()
}

/// The hourly wages a window states, in cents.
pub fn hourly_rates(window: &str) -> Vec<i64> {
    let window = &*figures_for_words(window);
    let mut rates = Vec::new();
    for pattern in [&*PER_HOUR, &*HOURLY_RATE] {
        for captures in pattern.captures_iter(window) {
            let Some(whole) = captures.get(0) else { continue };
            if is_wage(window, whole.start(), whole.end()) {
                rates.extend(amount_of(&captures));
            }
        }
    }
    rates.extend(per_period(window, &PER_WEEK, &WEEKLY_HOURS, 10..=100, (1, 1)));
    rates.extend(per_period(window, &PER_DAY, &DAILY_HOURS, 2..=16, (1, 1)));
    rates.extend(per_period(window, &PER_MONTH, &WEEKLY_HOURS, 10..=100, (12, 52)));
    rates
}

/// The most hours a week the window states: directly ("48 hrs/wk"), or as days a week times hours a day.
fn weekly_hours(window: &str) -> Option<i64> {
    let direct = WEEKLY_HOURS.captures_iter(window).filter_map(|c| c.get(1)?.as_str().parse::<i64>().ok());
    let days = DAYS_A_WEEK.captures_iter(window).filter_map(|c| match c.get(1)?.as_str() {
        "five" => Some(5),
        "six" => Some(6),
        "seven" => Some(7),
        figure => figure.parse::<i64>().ok(),
    });
    let daily = DAILY_HOURS.captures_iter(window).filter_map(|c| c.get(1)?.as_str().parse::<i64>().ok());
    let by_days = days.max().zip(daily.filter(|h| (2..=16).contains(h)).max()).map(|(d, h)| d * h);
    direct.filter(|h| (10..=100).contains(h)).chain(by_days).max()
}

/// Whether the week's pay the window states falls short of straight time for 40 hours and time and a half beyond
/// them, at the hourly rate it states ("hourly at $21, 48 hrs/wk, pay her $1,008 weekly"). Concept
/// `overtime_short`.
pub fn short_of_overtime(window: &str) -> bool {
    let window = &*figures_for_words(window);
    let Some(hours) = weekly_hours(window).filter(|h| *h > 40) else { return false };
    let Some(rate) = PER_HOUR
        .captures_iter(window)
        .chain(HOURLY_RATE.captures_iter(window))
        .filter(|c| c.get(0).is_some_and(|whole| is_wage(window, whole.start(), whole.end())))
        .filter_map(|c| amount_of(&c))
        .max()
    else {
        return false;
    };
    let owed = rate * 40 + rate * 3 / 2 * (hours - 40);
    let weekly = [&*PER_WEEK, &*WEEKLY_PAY]
        .into_iter()
        .flat_map(|pattern| pattern.captures_iter(window).filter_map(|c| amount_of(&c)).collect::<Vec<_>>());
    weekly.into_iter().any(|paid| paid > 0 && paid < owed)
}

/// Whether a wage the window states is below the floor: the tipped cash wage when the window speaks of tips (and
/// does not say they go without a top-up), else the general minimum.
pub fn below_floor(window: &str, floor: &WageFloor) -> bool {
    let tipped = TIPS.is_match(window) && !NO_TOP_UP.is_match(window);
    let Cents(minimum) = if tipped { floor.tipped_cash } else { floor.hourly };
    hourly_rates(window).into_iter().any(|rate| rate > 0 && rate < minimum)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::drafting::rules::Law;

    fn floor(hourly: i64, tipped: i64) -> WageFloor {
        WageFloor { hourly: Cents(hourly), tipped_cash: Cents(tipped), law: Law { name: "", citation: "" } }
    }

    #[test]
    fn rates_are_read_however_they_are_written() {
        assert_eq!(hourly_rates("employee will be paid $12.00 per hour."), vec![1200]);
        assert_eq!(hourly_rates("hourly rate: $6.00 until certified"), vec![600]);
        assert_eq!(hourly_rates("pay is $8 an hour"), vec![800]);
        assert_eq!(hourly_rates("las meseras cobran $5 the hour"), vec![500]);
        assert_eq!(hourly_rates("salary: $250 per week for a 45 hour work week."), vec![555]);
        assert_eq!(hourly_rates("$25 per hour plus a $3 per hour night differential"), vec![2500]);
        assert!(hourly_rates("annual salary of $85,000").is_empty());
        assert_eq!(hourly_rates("9 dollars an hour"), vec![900]);
        assert_eq!(hourly_rates("$11.50 hourly"), vec![1150]);
        assert_eq!(hourly_rates("$80 per day for 10 hour shifts"), vec![800]);
        assert_eq!(hourly_rates("$2,000 a month for 40 hours a week"), vec![1153]);
        assert_eq!(hourly_rates("meseros: $5 por hora mas propinas"), vec![500]);
        assert_eq!(hourly_rates("six dollars an hour, or twenty five dollars an hour later"), vec![600, 2500]);
        assert_eq!(hourly_rates("server base pay $2.13 plus tips"), vec![213]);
    }

    #[test]
    fn a_week_paid_at_straight_time_past_forty_hours_is_short_of_overtime() {
        assert!(short_of_overtime("hourly at $21, will work 48 hrs/wk. pay her $1,008 weekly 48 x $21."));
        assert!(!short_of_overtime("hourly at $20, 48 hrs/wk, pay $1,040 weekly"));
        assert!(short_of_overtime("$15 an hour, 6 days a week, 10 hrs a day, $900/week"));
        assert!(!short_of_overtime("$15 an hour, 40 hours a week, $600/week"));
    }

    #[test]
    fn tips_lower_the_floor_only_where_the_state_allows_a_tip_credit_and_the_tips_are_topped_up() {
        let georgia = floor(725, 213);
        assert!(!below_floor("servers are paid $4 per hour plus tips", &georgia));
        assert!(below_floor("$4 per hour plus tips, with no top up to minimum wage", &georgia));
        assert!(below_floor("servers are paid $4 per hour plus tips", &floor(1690, 1690)));
        assert!(!below_floor("servers are paid $18 per hour plus tips", &floor(1690, 1690)));
    }
}
